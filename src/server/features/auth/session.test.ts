import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@/server/db/schema/sessions.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import {
  registerAccount,
  registerUser,
  sessionCookieFrom,
  TEST_PASSWORD,
} from '@/tests/factories/people.ts';
import { hashSessionId, purgeExpiredSessions } from './session/session-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const currentUser = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie ? { cookie } : {} });

/** The raw session id inside a signed `bh_session=<id>.<signature>` cookie. */
const sessionIdOf = (cookie: string) => cookie.replace('bh_session=', '').split('.')[0] as string;

describe('sessions', () => {
  it('answers 401 Unauthorized when signed out or with a forged cookie', async () => {
    for (const cookie of [undefined, 'bh_session=forged.value', 'bh_session=abc']) {
      const response = await currentUser(cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'unauthorized', message: 'Unauthorized' });
    }
  });

  it('the session read answers 200 with null when signed out, and the user when signed in', async () => {
    const read = (cookie?: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} });
    for (const cookie of [undefined, 'bh_session=forged.value']) {
      const response = await read(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBeNull();
    }
    const { cookie, user } = await registerUser(t.app, { email: 'session-read@example.test' });
    const response = await read(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email: 'session-read@example.test' });
    expect(response.json()).not.toHaveProperty('passwordHash');
  });

  it('refuses a wrong signature on an id whose good cookie it has already accepted', async () => {
    const { cookie } = await registerUser(t.app);
    expect((await currentUser(cookie)).statusCode).toBe(200);
    const signature = cookie.split('.').at(-1) as string;
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const forged = `${cookie.slice(0, -signature.length)}${flipped}`;
    expect((await currentUser(forged)).statusCode).toBe(401);
    expect((await currentUser(`bh_session=${sessionIdOf(cookie)}`)).statusCode).toBe(401);
    expect((await currentUser(cookie)).statusCode).toBe(200);
  });

  it('sets an HttpOnly, SameSite=Lax cookie for seven days, without Secure on http', async () => {
    const { email } = await registerAccount(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD },
    });
    const cookie = response.cookies.find((c) => c.name === 'bh_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 604800 });
    expect(cookie?.secure).toBeFalsy();
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const secure = await buildTestApp({ PUBLIC_URL: 'https://harbor.example' });
    try {
      const { email } = await registerAccount(secure.app);
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: TEST_PASSWORD },
      });
      expect(response.cookies.find((c) => c.name === 'bh_session')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('stores only a hash of the session id', async () => {
    const { cookie } = await registerUser(t.app);
    const id = sessionIdOf(cookie);
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, hashSessionId(id)));
    expect(rows).toHaveLength(1);
    expect(await t.db.select().from(sessions).where(eq(sessions.sid, id))).toHaveLength(0);
  });

  it('gives a new session id on every sign-in and drops the old one', async () => {
    const { cookie: first } = await registerUser(t.app, { email: 'rotate@example.test' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: first },
      payload: { email: 'rotate@example.test', password: TEST_PASSWORD },
    });
    const second = sessionCookieFrom(response);
    expect(sessionIdOf(second)).not.toBe(sessionIdOf(first));
    expect((await currentUser(first)).statusCode).toBe(401);
    expect((await currentUser(second)).statusCode).toBe(200);
  });

  it('logout deletes the session row, clears the cookie and goes home', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(response.cookies.find((c) => c.name === 'bh_session')?.value).toBe('');
    const hash = hashSessionId(sessionIdOf(cookie));
    expect(await t.db.select().from(sessions).where(eq(sessions.sid, hash))).toHaveLength(0);
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('rolls the expiry forward on use', async () => {
    const { cookie } = await registerUser(t.app);
    const sid = hashSessionId(sessionIdOf(cookie));
    const soon = new Date(Date.now() + 60_000);
    await t.db.update(sessions).set({ expire: soon }).where(eq(sessions.sid, sid));
    const response = await currentUser(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'bh_session')?.maxAge).toBe(604800);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(row?.expire.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
  });

  it('refuses an expired session', async () => {
    const { cookie } = await registerUser(t.app);
    await t.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.sid, hashSessionId(sessionIdOf(cookie))));
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('purges expired rows and keeps live ones', async () => {
    const { cookie: live } = await registerUser(t.app);
    const { cookie: stale } = await registerUser(t.app);
    const staleSid = hashSessionId(sessionIdOf(stale));
    await t.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.sid, staleSid));
    expect(await purgeExpiredSessions(t.db)).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(sessions).where(eq(sessions.sid, staleSid))).toHaveLength(0);
    expect((await currentUser(live)).statusCode).toBe(200);
  });

  it('GET /api/login sends a signed-out browser to the sign-in screen with a same-site returnTo', async () => {
    const cases = [
      ['/api/login', '/login?returnTo=%2F'],
      ['/api/login?returnTo=/software/42', '/login?returnTo=%2Fsoftware%2F42'],
      ['/api/login?returnTo=//evil.example', '/login?returnTo=%2F'],
      ['/api/login?returnTo=https://evil.example', '/login?returnTo=%2F'],
      // "Join Free" opens the screen on "Create account"; any other tab is dropped.
      ['/api/login?tab=create-account', '/login?returnTo=%2F&tab=create-account'],
      ['/api/login?returnTo=/share/7&tab=nope', '/login?returnTo=%2Fshare%2F7'],
    ];
    for (const [url, location] of cases) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(location);
    }
  });

  it('GET /api/login sends a signed-in browser straight to returnTo', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/login?returnTo=/profile',
      headers: { cookie },
    });
    expect(response.headers.location).toBe('/profile');
  });
});
