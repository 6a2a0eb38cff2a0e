import { createHash } from 'node:crypto';
import { sign } from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  TEST_ADMIN_EMAIL,
  TEST_SECRET,
  type TestApp,
} from '../../../../tests/build-app.ts';
import { registerUser, sessionCookieFrom } from '../../../../tests/factories.ts';
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_PUBLIC_URL,
  startTestProvider,
  type TestAccount,
  type TestProvider,
} from '../../../../tests/oidc-provider.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';
import { hashSessionId } from '../../lib/session-store.ts';

let op: TestProvider;
let t: TestApp;
beforeAll(async () => {
  op = await startTestProvider();
  t = await buildTestApp({
    OIDC_ISSUER_URL: op.issuer,
    OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET,
    PUBLIC_URL: OIDC_PUBLIC_URL,
  });
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});

interface Started {
  location: URL;
  /** The `cookie` header value that carries the flow cookie back to the callback. */
  flowCookie: string;
  flowCookieValue: string;
}

async function startLogin(returnTo = '/software/abc'): Promise<Started> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/login?returnTo=${encodeURIComponent(returnTo)}`,
  });
  expect(response.statusCode).toBe(302);
  const cookie = response.cookies.find((c) => c.name === 'bh_oidc');
  if (!cookie) throw new Error('login set no flow cookie');
  return {
    location: new URL(response.headers.location as string),
    flowCookie: `bh_oidc=${encodeURIComponent(cookie.value)}`,
    flowCookieValue: cookie.value,
  };
}

const callback = (redirect: URL, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${redirect.pathname}${redirect.search}`,
    headers: cookie ? { cookie } : {},
  });

/** The whole browser round trip; answers the app's callback response. */
async function signInThroughProvider(account: TestAccount, returnTo?: string) {
  const { location, flowCookie } = await startLogin(returnTo);
  return callback(await op.authorize(location.href, account), flowCookie);
}

async function signIn(account: TestAccount) {
  const response = await signInThroughProvider(account);
  expect(response.statusCode, response.body).toBe(302);
  return sessionCookieFrom(response);
}

const currentUser = async (cookie: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** Signs in through the provider and answers the app's current user. */
const signInAs = async (account: TestAccount) => currentUser(await signIn(account));

const sessionCount = async () => (await t.db.select().from(sessions)).length;

const jwtPayload = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString());

describe('OIDC sign-in', () => {
  it('GET /api/login redirects to the provider with PKCE S256, a state and a signed flow cookie', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/login?returnTo=/software/abc',
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${op.issuer}/auth`);
    const params = location.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(OIDC_CLIENT_ID);
    expect(params.get('redirect_uri')).toBe(`${OIDC_PUBLIC_URL}/api/callback`);
    expect(params.get('scope')?.split(' ')).toContain('openid');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);

    const cookie = response.cookies.find((c) => c.name === 'bh_oidc');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/callback' });
    // Neither the verifier nor the state may be readable or forgeable without the app's secret.
    const unsigned = t.app.unsignCookie(cookie?.value ?? '');
    expect(unsigned.valid).toBe(true);
    const flow = JSON.parse(unsigned.value ?? '{}');
    expect(flow.state).toBe(params.get('state'));
    expect(flow.returnTo).toBe('/software/abc');
    const challenge = createHash('sha256').update(flow.verifier).digest('base64url');
    expect(params.get('code_challenge')).toBe(challenge);
  });

  it('completes the code flow: session, returnTo and a Tester built from the claims', async () => {
    const account = {
      sub: 'sub-alice',
      email: 'alice@example.test',
      given_name: 'Alice',
      family_name: 'Anders',
      picture: 'https://images.example.test/alice.png',
    };
    const response = await signInThroughProvider(account, '/software/abc');
    expect(response.statusCode, response.body).toBe(302);
    expect(response.headers.location).toBe('/software/abc');
    // The flow cookie is single-use.
    expect(response.cookies.find((c) => c.name === 'bh_oidc')?.value).toBe('');
    const user = await currentUser(sessionCookieFrom(response));
    expect(user).toMatchObject({
      email: 'alice@example.test',
      firstName: 'Alice',
      lastName: 'Anders',
      profileImageUrl: 'https://images.example.test/alice.png',
      role: 'Tester',
      phone: null,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.oidcSubject).toBe('sub-alice');
    expect(row?.passwordHash).toBeNull();
  });

  it('updates the same user when the same subject signs in again', async () => {
    const first = await signInAs({
      sub: 'sub-bob',
      email: 'bob@example.test',
      given_name: 'Bob',
      family_name: 'B',
    });
    const second = await signInAs({
      sub: 'sub-bob',
      email: 'bob@example.test',
      given_name: 'Robert',
      family_name: 'Brown',
    });
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ firstName: 'Robert', lastName: 'Brown' });
    const rows = await t.db.select().from(users).where(eq(users.oidcSubject, 'sub-bob'));
    expect(rows).toHaveLength(1);
  });

  it('links an existing password account with the same e-mail instead of creating another', async () => {
    const { user: existing } = await registerUser(t.app, { email: 'carol@example.test' });
    const user = await signInAs({
      sub: 'sub-carol',
      email: 'Carol@Example.test',
      given_name: 'Carol',
      family_name: 'Chen',
    });
    expect(user.id).toBe(existing.id);
    expect(user).toMatchObject({ email: 'carol@example.test', firstName: 'Carol' });
    const rows = await t.db.select().from(users).where(eq(users.email, 'carol@example.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.oidcSubject).toBe('sub-carol');
  });

  it('makes an ADMIN_EMAILS address Admin', async () => {
    const user = await signInAs({ sub: 'sub-admin', email: TEST_ADMIN_EMAIL, given_name: 'Ada' });
    expect(user).toMatchObject({ email: TEST_ADMIN_EMAIL, role: 'Admin' });
  });

  it('neither links nor promotes through an address the provider has not verified', async () => {
    const { user: owner } = await registerUser(t.app, { email: 'dave@example.test' });
    const intruder = await signInAs({
      sub: 'sub-not-dave',
      email: 'dave@example.test',
      email_verified: false,
    });
    expect(intruder.id).not.toBe(owner.id);
    expect(intruder.email).toBeNull();
    const fakeAdmin = await signInAs({
      sub: 'sub-fake-admin',
      email: TEST_ADMIN_EMAIL,
      email_verified: false,
    });
    expect(fakeAdmin.role).toBe('Tester');
  });

  it('refuses a real code returned with a state that is not the flow’s', async () => {
    const { location, flowCookie } = await startLogin();
    const redirect = await op.authorize(location.href, { sub: 'sub-mallory' });
    redirect.searchParams.set('state', 'forged-state');
    const before = await sessionCount();
    const response = await callback(redirect, flowCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
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
      expect(response.json()).toEqual({ message: expect.any(String) });
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
    expect(replayed.json()).toEqual({ message: 'Sign-in failed; please try again' });
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

  it('logout ends the session and sends the browser to the provider’s end-session endpoint', async () => {
    const cookie = await signIn({ sub: 'sub-dave', email: 'dave@example.test' });
    const response = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${op.issuer}/session/end`);
    expect(location.searchParams.get('post_logout_redirect_uri')).toBe(`${OIDC_PUBLIC_URL}/`);
    const hint = location.searchParams.get('id_token_hint') ?? '';
    expect(jwtPayload(hint)).toMatchObject({
      iss: op.issuer,
      aud: OIDC_CLIENT_ID,
      sub: 'sub-dave',
    });

    const sid = hashSessionId(cookie.replace('bh_session=', '').split('.')[0] as string);
    expect(await t.db.select().from(sessions).where(eq(sessions.sid, sid))).toHaveLength(0);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    // The provider itself accepts the hint and the redirect: it asks to confirm, not errors.
    const endSession = await fetch(location, { redirect: 'manual' });
    expect(endSession.status).toBe(200);
    expect(await endSession.text()).toContain('logout');
  });
});
