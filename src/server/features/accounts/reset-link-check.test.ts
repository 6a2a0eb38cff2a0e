import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { registerUser } from '@/tests/factories/people.ts';
import { requestResetToken } from '@/tests/mail/account-mail.ts';
import { INVALID_LINK_ANSWER } from '@/tests/mail/mail-links.ts';
import { issueAccountToken } from './account-tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const check = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password/check', payload: { token } });
const reset = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password: 'lighthouse keeper 42' },
  });
const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const storedHash = async (userId: string) =>
  (await t.db.select().from(users).where(eq(users.id, userId)))[0]?.passwordHash;

describe('POST /api/auth/reset-password/check', () => {
  it('answers 204 for a link that works, and leaves it working for the reset', async () => {
    await registerUser(t.app, { email: 'peek@example.test' });
    const token = await requestResetToken(t.app, t.db, 'peek@example.test');

    for (const _open of ['first', 'again']) {
      const response = await check(token);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    expect((await reset(token)).statusCode).toBe(200);

    const afterUse = await check(token);
    expect(afterUse.statusCode).toBe(400);
    expect(afterUse.json()).toEqual(INVALID_LINK_ANSWER);
  });

  it('refuses an expired, forged, superseded or other purpose’s token, changing nothing', async () => {
    const { user, cookie } = await registerUser(t.app, { email: 'peek-refused@example.test' });
    const hashBefore = await storedHash(user.id);
    const forUser = { userId: user.id, email: 'peek-refused@example.test' };
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    const expired = await issueAccountToken(
      t.db,
      { ...forUser, purpose: 'reset_password' },
      twoHoursAgo,
    );
    const verifyEmail = await issueAccountToken(t.db, { ...forUser, purpose: 'verify_email' });
    const superseded = await requestResetToken(t.app, t.db, 'peek-refused@example.test');
    const newest = await requestResetToken(t.app, t.db, 'peek-refused@example.test');

    for (const token of [expired, 'forged-token-that-was-never-issued', verifyEmail, superseded]) {
      const response = await check(token);
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toEqual(INVALID_LINK_ANSWER);
    }
    expect(await storedHash(user.id)).toBe(hashBefore);
    expect((await me(cookie)).statusCode).toBe(200);
    // Refusing the others spent nothing: the newest link still works.
    expect((await check(newest)).statusCode).toBe(204);
  });

  it('refuses a link the account no longer fits: moved address, deleted account', async () => {
    const moved = await registerUser(t.app, { email: 'peek-moved@example.test' });
    const movedToken = await requestResetToken(t.app, t.db, 'peek-moved@example.test');
    await t.db
      .update(users)
      .set({ email: 'peek-moved-on@example.test' })
      .where(eq(users.id, moved.user.id));
    expect((await check(movedToken)).json()).toEqual(INVALID_LINK_ANSWER);

    const deleted = await registerUser(t.app, { email: 'peek-deleted@example.test' });
    const deletedToken = await requestResetToken(t.app, t.db, 'peek-deleted@example.test');
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    const response = await check(deletedToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_LINK_ANSWER);
  });

  it('refuses a body without a token, or with one longer than any link carries', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/check',
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ token: 'Required' });
    expect((await check('x'.repeat(257))).statusCode).toBe(400);
  });
});
