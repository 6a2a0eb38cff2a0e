import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users.ts';
import { COMMON_PASSWORD_MESSAGE } from '@/server/features/auth/credentials.ts';
import { buildTestApp, TEST_ADMIN_EMAIL, type TestApp } from '@/tests/app/build-app.ts';
import { registerUser, sessionCookieFrom, TEST_PASSWORD } from '@/tests/factories/people.ts';
import {
  awaitOutbox,
  confirmEmailChange,
  requestEmailChangeToken,
  requestResetToken,
} from '@/tests/mail/account-mail.ts';
import { INVALID_LINK_ANSWER } from '@/tests/mail/mail-links.ts';
import { issueAccountToken } from './account-tokens.ts';

const NEW_PASSWORD = 'lighthouse keeper 42';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const reset = (token: string, password = NEW_PASSWORD, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: cookie ? { cookie } : {},
    payload: { token, password },
  });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const storedHash = async (userId: string) =>
  (await t.db.select().from(users).where(eq(users.id, userId)))[0]?.passwordHash;

describe('POST /api/auth/reset-password', () => {
  it('changes the password, ends every other session and signs the user in', async () => {
    const first = await registerUser(t.app, { email: 'reset@example.test' });
    const second = sessionCookieFrom(await login('reset@example.test', TEST_PASSWORD));
    const token = await requestResetToken(t.app, t.db, 'reset@example.test');

    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: first.user.id, email: 'reset@example.test' });
    const fresh = sessionCookieFrom(response);
    expect((await me(fresh)).json().id).toBe(first.user.id);

    expect((await me(first.cookie)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await login('reset@example.test', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('reset@example.test', NEW_PASSWORD)).statusCode).toBe(200);

    const [changed] = await awaitOutbox(
      t.db,
      'reset@example.test',
      1,
      'Your Beta Harbor password was changed',
    );
    expect(changed?.textBody).toContain('signed out');
  });

  it('ends a change of address asked for before: its link is spent and the address stays', async () => {
    // Whoever learnt the password asked to move the account to an address of theirs.
    const { cookie } = await registerUser(t.app, { email: 'hijacked@example.test' });
    const stolen = await requestEmailChangeToken(t.app, cookie, {
      password: TEST_PASSWORD,
      newEmail: 'thief@example.test',
    });
    const token = await requestResetToken(t.app, t.db, 'hijacked@example.test');
    expect((await reset(token)).statusCode).toBe(200);

    const confirmed = await confirmEmailChange(t.app, stolen);
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json()).toEqual(INVALID_LINK_ANSWER);
    expect((await login('hijacked@example.test', NEW_PASSWORD)).json().email).toBe(
      'hijacked@example.test',
    );
  });

  it('proves the address: an unverified ADMIN_EMAILS account signs in verified and Admin', async () => {
    const { user } = await registerUser(t.app, { email: TEST_ADMIN_EMAIL });
    expect(user).toMatchObject({ role: 'Tester', emailVerified: false });
    const response = await reset(await requestResetToken(t.app, t.db, TEST_ADMIN_EMAIL));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'Admin', emailVerified: true });
  });

  it('works once: the same link a second time is 400 and changes nothing', async () => {
    const { user } = await registerUser(t.app, { email: 'once@example.test' });
    const token = await requestResetToken(t.app, t.db, 'once@example.test');
    expect((await reset(token)).statusCode).toBe(200);
    const hashAfterFirst = await storedHash(user.id);

    const again = await reset(token, 'another fine password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_LINK_ANSWER);
    expect(again.cookies).toEqual([]);
    expect(await storedHash(user.id)).toBe(hashAfterFirst);
  });

  it('refuses an expired, a forged, a superseded or another purpose’s token, changing nothing', async () => {
    const { user, cookie } = await registerUser(t.app, { email: 'refused@example.test' });
    const hashBefore = await storedHash(user.id);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    const forUser = { userId: user.id, email: 'refused@example.test' };
    const expired = await issueAccountToken(
      t.db,
      { ...forUser, purpose: 'reset_password' },
      twoHoursAgo,
    );
    const verifyEmail = await issueAccountToken(t.db, { ...forUser, purpose: 'verify_email' });
    const superseded = await requestResetToken(t.app, t.db, 'refused@example.test');
    await requestResetToken(t.app, t.db, 'refused@example.test');

    for (const token of [expired, 'forged-token-that-was-never-issued', verifyEmail, superseded]) {
      const response = await reset(token);
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toEqual(INVALID_LINK_ANSWER);
    }
    expect(await storedHash(user.id)).toBe(hashBefore);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('refuses a link sent to an address the account no longer has', async () => {
    const { user } = await registerUser(t.app, { email: 'moved@example.test' });
    const token = await requestResetToken(t.app, t.db, 'moved@example.test');
    await t.db.update(users).set({ email: 'moved-on@example.test' }).where(eq(users.id, user.id));
    expect((await reset(token)).json()).toEqual(INVALID_LINK_ANSWER);
    await t.db.update(users).set({ email: 'moved@example.test' }).where(eq(users.id, user.id));
    // Refused without using the link up.
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('refuses a deleted account', async () => {
    const { user } = await registerUser(t.app, { email: 'deleted@example.test' });
    const token = await requestResetToken(t.app, t.db, 'deleted@example.test');
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    const response = await reset(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_LINK_ANSWER);
  });

  it('refuses a common or too long password with 400 naming password, keeping the link', async () => {
    await registerUser(t.app, { email: 'weak@example.test' });
    const token = await requestResetToken(t.app, t.db, 'weak@example.test');

    const common = await reset(token, 'Password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      code: 'validation_failed',
      message: COMMON_PASSWORD_MESSAGE,
      errors: { password: COMMON_PASSWORD_MESSAGE },
    });
    const long = await reset(token, 'x'.repeat(129));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ password: 'Password must be at most 128 characters' });

    expect((await reset(token, 'x'.repeat(128))).statusCode).toBe(200);
  });

  it('refuses a body without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ token: 'Required' });
  });
});
