import { sign } from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users.ts';
import { TEST_SECRET, type TestApp } from '@/tests/app/build-app.ts';
import { callback, sessionCount, setUpOidcApp, startLogin } from '@/tests/oidc/oidc-harness.ts';
import type { TestProvider } from '@/tests/oidc/oidc-provider.ts';

let op: TestProvider;
let t: TestApp;
setUpOidcApp((app, provider) => {
  t = app;
  op = provider;
});

describe('OIDC callbacks that are refused', () => {
  it('refuses a real code returned with a state that is not the flow’s', async () => {
    const { location, flowCookie } = await startLogin();
    const redirect = await op.authorize(location.href, { sub: 'sub-mallory' });
    redirect.searchParams.set('state', 'forged-state');
    const before = await sessionCount();
    const response = await callback(redirect, flowCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'sso_failed', message: expect.any(String) });
    expect(response.cookies.find((c) => c.name === 'bh_session')).toBeUndefined();
    expect(await sessionCount()).toBe(before);
    const rows = await t.db.select().from(users).where(eq(users.oidcSubject, 'sub-mallory'));
    expect(rows).toHaveLength(0);
  });

  it('refuses a callback without the flow cookie, or with a tampered one', async () => {
    const { location, flowCookieValue } = await startLogin();
    const redirect = await op.authorize(location.href, { sub: 'sub-mallory' });
    const before = await sessionCount();
    const tampered = flowCookieValue.replace(/"returnTo":"[^"]*"/, '"returnTo":"/admin"');
    expect(tampered).not.toBe(flowCookieValue);
    for (const cookie of [undefined, `bh_oidc=${encodeURIComponent(tampered)}`]) {
      const response = await callback(redirect, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'sso_expired', message: expect.any(String) });
      expect(response.cookies.find((c) => c.name === 'bh_session')).toBeUndefined();
    }
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a code whose PKCE verifier belongs to another flow', async () => {
    // The provider bound the code to the first flow's challenge; the second flow's verifier
    // (with a matching state) must not redeem it.
    const first = await startLogin();
    const second = await startLogin();
    const redirect = await op.authorize(first.location.href, { sub: 'sub-mallory' });
    redirect.searchParams.set('state', second.location.searchParams.get('state') as string);
    const response = await callback(redirect, second.flowCookie);
    expect(response.statusCode).toBe(400);
    expect(response.cookies.find((c) => c.name === 'bh_session')).toBeUndefined();
  });

  it('refuses a code replayed after it was redeemed', async () => {
    const { location, flowCookie } = await startLogin();
    const redirect = await op.authorize(location.href, { sub: 'sub-replay', email: 'r@e.test' });
    expect((await callback(redirect, flowCookie)).statusCode).toBe(302);
    const before = await sessionCount();
    const replayed = await callback(redirect, flowCookie);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({
      code: 'sso_failed',
      message: 'Sign-in failed; please try again',
    });
    expect(replayed.cookies.find((c) => c.name === 'bh_session')).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('asks the provider for a nonce and refuses an ID token that does not carry the flow’s', async () => {
    const { location, flowCookieValue } = await startLogin();
    expect(location.searchParams.get('nonce')).toMatch(/^[\w-]{32,}$/);
    const redirect = await op.authorize(location.href, { sub: 'sub-nonce', email: 'n@e.test' });
    // The same flow, re-signed with our own secret, but expecting another nonce.
    const json = flowCookieValue.slice(0, flowCookieValue.lastIndexOf('.'));
    const flow = { ...JSON.parse(json), nonce: 'a-nonce-the-provider-never-saw-0123456789' };
    const forged = `bh_oidc=${encodeURIComponent(sign(JSON.stringify(flow), TEST_SECRET))}`;
    const response = await callback(redirect, forged);
    expect(response.statusCode).toBe(400);
    const rows = await t.db.select().from(users).where(eq(users.oidcSubject, 'sub-nonce'));
    expect(rows).toHaveLength(0);
  });

  it('explains a refused sign-in to a browser on a page with a way to try again', async () => {
    const { location, flowCookie } = await startLogin();
    const redirect = await op.authorize(location.href, { sub: 'sub-mallory' });
    redirect.searchParams.set('state', 'forged-state');
    const response = await t.app.inject({
      method: 'GET',
      url: `${redirect.pathname}${redirect.search}`,
      headers: { cookie: flowCookie, accept: 'text/html,application/xhtml+xml' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<h1>Sign-in failed</h1>');
    expect(response.body).toContain('<a href="/api/login">Try again</a>');
  });
});
