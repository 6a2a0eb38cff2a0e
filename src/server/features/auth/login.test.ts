import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users.ts';
import { buildTestApp, TEST_ADMIN_EMAIL, type TestApp } from '@/tests/app/build-app.ts';
import { registerUser, TEST_PASSWORD } from '@/tests/factories/people.ts';
import { verifyEmailOf } from '@/tests/mail/mail-links.ts';
import { hashPassword } from './password-hashing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('POST /api/auth/login', () => {
  it('signs in with the right password, ignoring e-mail case', async () => {
    const { user } = await registerUser(t.app, { email: 'right@example.test' });
    const response = await login('Right@Example.test', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.id);
    expect(response.cookies.find((c) => c.name === 'bh_session')).toBeDefined();
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    await registerUser(t.app, { email: 'known@example.test' });
    const wrongPassword = await login('known@example.test', 'not the password');
    const unknownEmail = await login('nobody@example.test', 'not the password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid e-mail or password',
    });
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it('refuses further attempts from the guessing address with 429, even with the right password', async () => {
    await registerUser(t.app, { email: 'target@example.test' });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login('target@example.test', `guess-${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login('target@example.test', TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many failed sign-ins; try again in/);
    // Another account from the same address is not locked out by it.
    await registerUser(t.app, { email: 'other@example.test' });
    expect((await login('other@example.test', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('still accepts a long password chosen before the limit of 128 characters', async () => {
    const longPassword = 'a long passphrase, '.repeat(12);
    expect(longPassword.length).toBeGreaterThan(128);
    const { user } = await registerUser(t.app, { email: 'long@example.test' });
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(longPassword) })
      .where(eq(users.id, user.id));
    const response = await login('long@example.test', longPassword);
    expect(response.statusCode).toBe(200);
  });

  it('promotes a verified ADMIN_EMAILS account to Admin on sign-in, never an unverified one', async () => {
    const { user } = await registerUser(t.app, { email: TEST_ADMIN_EMAIL });
    expect((await login(TEST_ADMIN_EMAIL, TEST_PASSWORD)).json().role).toBe('Tester');

    await verifyEmailOf(t.app, TEST_ADMIN_EMAIL);
    // Demoted since by another admin: the next sign-in grants ADMIN_EMAILS' Admin again.
    await t.db.update(users).set({ role: 'Tester' }).where(eq(users.id, user.id));
    const response = await login(TEST_ADMIN_EMAIL, TEST_PASSWORD);
    expect(response.json()).toMatchObject({ role: 'Admin', emailVerified: true });
  });

  it('refuses a body without a password with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x@example.test' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: 'Required' });
  });
});
