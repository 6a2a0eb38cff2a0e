import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../../../tests/build-app.ts';
import { registerUser, TEST_PASSWORD } from '../../../../tests/factories.ts';
import { users } from '../../db/schema/users.ts';

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
    expect(wrongPassword.json()).toEqual({ message: 'Invalid e-mail or password' });
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it('rate limits attempts on one account with 429, even with the right password', async () => {
    await registerUser(t.app, { email: 'target@example.test' });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login('target@example.test', `guess-${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login('target@example.test', TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts/);
    // Another account from the same address is not locked out by it.
    await registerUser(t.app, { email: 'other@example.test' });
    expect((await login('other@example.test', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('promotes an ADMIN_EMAILS account to Admin on sign-in', async () => {
    const { user } = await registerUser(t.app, { email: TEST_ADMIN_EMAIL });
    await t.db.update(users).set({ role: 'Tester' }).where(eq(users.id, user.id));
    const response = await login(TEST_ADMIN_EMAIL, TEST_PASSWORD);
    expect(response.json().role).toBe('Admin');
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
