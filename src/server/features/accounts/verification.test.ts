import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '@/server/db/schema/accounts.ts';
import { users } from '@/server/db/schema/users.ts';
import { buildTestApp, TEST_ADMIN_EMAIL, type TestApp } from '@/tests/app/build-app.ts';
import { registerUser, type SignedInUser } from '@/tests/factories/people.ts';
import { verificationTokenFor } from '@/tests/mail/mail-links.ts';
import { INVALID_LINK_MESSAGE, issueAccountToken } from './account-tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const verify = (token: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
    headers: cookie ? { cookie } : {},
  });

const session = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json();

async function rowOf(userId: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** The refusal every bad link gets, and proof that it changed nothing. */
async function expectRefusedAndUnchanged(
  response: Awaited<ReturnType<typeof verify>>,
  person: SignedInUser,
) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    code: 'invalid_link',
    message: INVALID_LINK_MESSAGE,
    errors: { token: INVALID_LINK_MESSAGE },
  });
  expect((await rowOf(person.user.id))?.emailVerifiedAt).toBeNull();
  expect(await session(person.cookie)).toMatchObject({ emailVerified: false, role: 'Tester' });
}

describe('POST /api/auth/verify-email', () => {
  it('verifies the address from the mailed link, and the open session shows it at once', async () => {
    const person = await registerUser(t.app);
    expect(await session(person.cookie)).toMatchObject({ emailVerified: false });
    const token = await verificationTokenFor(t.db, person.user.email as string);

    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: person.user.id, emailVerified: true });
    expect(await session(person.cookie)).toMatchObject({ emailVerified: true });
  });

  it('makes an ADMIN_EMAILS address Admin at verification, not before', async () => {
    const admin = await registerUser(t.app, { email: TEST_ADMIN_EMAIL });
    expect(admin.user.role).toBe('Tester');
    // Read once, so the session is cached: verifying must drop that copy.
    expect(await session(admin.cookie)).toMatchObject({ role: 'Tester' });

    const response = await verify(await verificationTokenFor(t.db, TEST_ADMIN_EMAIL));
    expect(response.json()).toMatchObject({ role: 'Admin', emailVerified: true });
    expect(await session(admin.cookie)).toMatchObject({ role: 'Admin', emailVerified: true });
    const adminList = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie: admin.cookie },
    });
    expect(adminList.statusCode).toBe(200);
  });

  it('refuses a link used already', async () => {
    const person = await registerUser(t.app);
    const token = await verificationTokenFor(t.db, person.user.email as string);
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID_LINK_MESSAGE);
  });

  it('refuses an expired link and changes nothing', async () => {
    const person = await registerUser(t.app);
    const token = await issueAccountToken(
      t.db,
      { userId: person.user.id, purpose: 'verify_email', email: person.user.email as string },
      new Date(Date.now() - 49 * 60 * 60 * 1000),
    );
    await expectRefusedAndUnchanged(await verify(token), person);
  });

  it('refuses a forged token', async () => {
    const person = await registerUser(t.app);
    const real = await verificationTokenFor(t.db, person.user.email as string);
    const forged = `${real.slice(0, -4)}AAAA`;
    await expectRefusedAndUnchanged(await verify(forged, person.cookie), person);
    // The real link still works afterwards: the forgery used nothing up.
    expect((await verify(real)).statusCode).toBe(200);
  });

  it('refuses a link made for another purpose, and leaves it usable for that one', async () => {
    const person = await registerUser(t.app);
    const reset = await issueAccountToken(t.db, {
      userId: person.user.id,
      purpose: 'reset_password',
      email: person.user.email as string,
    });
    await expectRefusedAndUnchanged(await verify(reset), person);
    const [row] = await t.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.purpose, 'reset_password'));
    expect(row?.usedAt).toBeNull();
  });

  it('refuses a link sent to an address the account no longer has, and keeps it unused', async () => {
    const person = await registerUser(t.app);
    const token = await verificationTokenFor(t.db, person.user.email as string);
    await t.db
      .update(users)
      .set({ email: `moved-${person.user.email}` })
      .where(eq(users.id, person.user.id));
    await expectRefusedAndUnchanged(await verify(token), person);
    const [row] = await t.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, person.user.id));
    expect(row?.usedAt).toBeNull();
  });

  it('verifies the account the link was sent for, not whoever is signed in', async () => {
    const [owner, bystander] = await Promise.all([registerUser(t.app), registerUser(t.app)]);
    const token = await verificationTokenFor(t.db, owner.user.email as string);
    const response = await verify(token, bystander.cookie);
    expect(response.json()).toMatchObject({ id: owner.user.id, emailVerified: true });
    expect(await session(bystander.cookie)).toMatchObject({ emailVerified: false });
  });

  it('refuses a body without a token with 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ token: 'Required' });
  });
});
