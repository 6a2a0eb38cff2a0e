import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN_EMAIL, type TestApp } from '#tests/build-app.ts';
import { registerUser, TEST_PASSWORD } from '#tests/factories.ts';
import { latestAccountMail } from '#tests/mail-links.ts';
import { linkIn } from '#tests/mail-text.ts';
import { users } from '@/server/db/schema/users.ts';
import { COMMON_PASSWORD_MESSAGE } from '@/server/features/accounts/password-policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

describe('POST /api/auth/register', () => {
  it('creates a Tester with an incomplete profile and signs them in', async () => {
    const response = await register({
      firstName: 'Zoë',
      lastName: 'Ng',
      email: 'Zoe.Ng@Example.test',
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      email: 'zoe.ng@example.test',
      firstName: 'Zoë',
      lastName: 'Ng',
      role: 'Tester',
      phone: null,
      wantsWeeklyDigest: false,
    });
    expect(body).not.toHaveProperty('passwordHash');

    const [row] = await t.db.select().from(users).where(eq(users.id, body.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `bh_session=${response.cookies[0]?.value}` },
    });
    expect(me.json().id).toBe(body.id);
  });

  it('refuses a taken e-mail, whatever its case, with 409', async () => {
    await registerUser(t.app, { email: 'taken@example.test' });
    const response = await register({
      firstName: 'A',
      lastName: 'B',
      email: 'TAKEN@example.test',
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An account with this e-mail already exists' });
  });

  it('refuses a short password with 400 naming the field', async () => {
    const response = await register({
      firstName: 'A',
      lastName: 'B',
      email: 'short@example.test',
      password: 'seven77',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });

  it('refuses one of the most common passwords, whatever its case, with 400 naming the field', async () => {
    const response = await register({
      firstName: 'A',
      lastName: 'B',
      email: 'common@example.test',
      password: 'Password123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: COMMON_PASSWORD_MESSAGE });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'common@example.test'));
    expect(row).toBeUndefined();
  });

  it('takes 128 characters and refuses 129 with 400 naming the field', async () => {
    const at = (length: number) =>
      register({
        firstName: 'A',
        lastName: 'B',
        email: `len-${length}@example.test`,
        password: 'y'.repeat(length),
      });
    expect((await at(128)).statusCode).toBe(201);
    const refused = await at(129);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ password: 'Password must be at most 128 characters' });
  });

  it('names every missing or bad field', async () => {
    const response = await register({ email: 'not-an-email', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Enter a valid e-mail address',
    });
  });

  it('makes an ADMIN_EMAILS account a Tester with an unverified address, not an Admin', async () => {
    const { user } = await registerUser(t.app, { email: TEST_ADMIN_EMAIL.toUpperCase() });
    expect(user).toMatchObject({ role: 'Tester', emailVerified: false });
  });

  it('mails a verification link to the new address in the same request', async () => {
    const { user } = await registerUser(t.app, { email: 'linked@example.test' });
    const mail = await latestAccountMail(t.db, 'linked@example.test');
    expect(mail.subject).toBe('Confirm your e-mail address for Beta Harbor');
    expect(linkIn(mail.textBody, '/verify-email')).toMatch(
      /^http:\/\/localhost:5000\/verify-email\?token=[\w-]{43}$/,
    );
    expect(user.emailVerified).toBe(false);
  });
});
