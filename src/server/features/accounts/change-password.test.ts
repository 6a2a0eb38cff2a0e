import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { registerUser, sessionCookieFrom, TEST_PASSWORD } from '@/tests/factories/people.ts';
import { sessionCookieOf } from '@/tests/factories/quick-people.ts';
import { confirmEmailChange, requestEmailChangeToken } from '@/tests/mail/account-mail.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new passphrase';
const COMMON_PASSWORD = 'password123';

const changePassword = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: cookie ? { cookie } : {},
    payload,
  });
const whoIs = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const signIn = (email: string | null, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('POST /api/auth/change-password', () => {
  it('answers 204, signs out every other session and keeps this one under a new id', async () => {
    const me = await registerUser(t.app);
    const elsewhere = sessionCookieFrom(await signIn(me.user.email, TEST_PASSWORD));

    const response = await changePassword(me.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });

    expect(response.statusCode).toBe(204);
    const renewed = sessionCookieFrom(response);
    expect(renewed).not.toBe(me.cookie);
    expect((await whoIs(renewed)).json().id).toBe(me.user.id);
    expect((await whoIs(me.cookie)).statusCode).toBe(401);
    expect((await whoIs(elsewhere)).statusCode).toBe(401);
    expect((await signIn(me.user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(me.user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends a change of address asked for with the old password: its link is spent', async () => {
    const me = await registerUser(t.app);
    // Whoever learnt the password asked, from a session of their own, to move the account.
    const theirs = sessionCookieFrom(await signIn(me.user.email, TEST_PASSWORD));
    const stolen = await requestEmailChangeToken(t.app, theirs, {
      password: TEST_PASSWORD,
      newEmail: `thief-${me.user.id}@example.test`,
    });
    const changed = await changePassword(me.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(204);

    const confirmed = await confirmEmailChange(t.app, stolen);
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().message).toMatch(/^This link is not valid/);
    expect((await whoIs(sessionCookieFrom(changed))).json().email).toBe(me.user.email);
  });

  it('refuses a wrong current password with 400 naming currentPassword, changing nothing', async () => {
    const me = await registerUser(t.app);
    const response = await changePassword(me.cookie, {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'wrong_password',
      message: 'Your current password is not right',
      errors: { currentPassword: 'Your current password is not right' },
    });
    expect((await whoIs(me.cookie)).statusCode).toBe(200);
    expect((await signIn(me.user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a short new password with 400 naming newPassword', async () => {
    const me = await registerUser(t.app);
    const response = await changePassword(me.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['newPassword']);
    expect((await signIn(me.user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a commonly used new password with 400 naming newPassword', async () => {
    const me = await registerUser(t.app);
    const response = await changePassword(me.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: COMMON_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['newPassword']);
    expect((await signIn(me.user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('slows down guessing: after ten checks in a quarter hour, 429 with Retry-After', async () => {
    const me = await registerUser(t.app);
    const guess = { currentPassword: 'guess', newPassword: NEW_PASSWORD };
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await changePassword(me.cookie, guess)).statusCode).toBe(400);
    }
    const refused = await changePassword(me.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/^Too many attempts; try again in /);
  });

  it('tells a single sign-on user there is no password here, with 409', async () => {
    const [sso] = await t.db
      .insert(users)
      .values({ email: 'sso@example.test', firstName: 'Sso', oidcSubject: 'sub-1', phone: '1' })
      .returning();
    const cookie = await sessionCookieOf(t.app, t.db, sso?.id as string);
    const response = await changePassword(cookie, {
      currentPassword: 'anything',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/single sign-on provider/);
  });

  it('refuses a signed-out request with 401', async () => {
    const response = await changePassword(undefined, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthorized', message: 'Unauthorized' });
  });
});
