import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { registerUser } from '@/tests/factories/people.ts';

const PUBLIC_URL = 'https://harbor.example';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

const signedIn = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode ===
  200;

const getLogout = (cookie: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie, ...headers } });

const postSignOut = (cookie: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, ...headers } });

describe('POST /api/auth/logout', () => {
  it('answers 204, clears the cookie and ends the session', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await postSignOut(cookie, { origin: PUBLIC_URL });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.cookies.find((c) => c.name === 'bh_session')?.value).toBe('');
    expect(await signedIn(cookie)).toBe(false);
  });

  it('answers 204 signed out too: there is nothing to refuse', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(204);
  });

  it('refuses another site (403) and the session goes on', async () => {
    const { cookie } = await registerUser(t.app);
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      expect((await postSignOut(cookie, headers)).statusCode).toBe(403);
    }
    expect(await signedIn(cookie)).toBe(true);
  });

  it("sends the confirmation page's form on home (303) once signed out", async () => {
    const { cookie } = await registerUser(t.app);
    const response = await postSignOut(cookie, {
      origin: PUBLIC_URL,
      'sec-fetch-site': 'same-origin',
      accept: 'text/html,application/xhtml+xml',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(await signedIn(cookie)).toBe(false);
  });
});

describe('GET /api/logout', () => {
  it("signs out from the app's own pages, a typed address or a client that says nothing", async () => {
    const sameSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', referer: `${PUBLIC_URL}/profile` },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      { referer: `${PUBLIC_URL}/messages` },
      {},
    ];
    for (const headers of sameSite) {
      const { cookie } = await registerUser(t.app);
      const response = await getLogout(cookie, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(302);
      expect(response.headers.location).toBe('/');
      expect(await signedIn(cookie), JSON.stringify(headers)).toBe(false);
    }
  });

  it('asks first when another site sent the browser, and the session goes on', async () => {
    const { cookie } = await registerUser(t.app);
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/trap' },
      { 'sec-fetch-site': 'cross-site', referer: `${PUBLIC_URL}/` },
    ];
    for (const headers of crossSite) {
      const response = await getLogout(cookie, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<h1>Sign out of Beta Harbor?</h1>');
      expect(response.body).toContain(
        '<form method="post" action="/api/auth/logout"><button type="submit">Sign out</button></form>',
      );
      expect(response.body).toContain('<a href="/">Stay signed in</a>');
      expect(response.cookies).toEqual([]);
    }
    expect(await signedIn(cookie)).toBe(true);
  });

  it('sends a signed-out visitor from another site home, with nothing to ask', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });
});
