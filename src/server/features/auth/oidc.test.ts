import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '@/server/db/schema/sessions.ts';
import { users } from '@/server/db/schema/users.ts';
import { TEST_ADMIN_EMAIL, type TestApp } from '@/tests/app/build-app.ts';
import { registerUser, sessionCookieFrom } from '@/tests/factories/people.ts';
import {
  currentUser,
  jwtPayload,
  setUpOidcApp,
  signIn,
  signInAs,
  signInThroughProvider,
} from '@/tests/oidc/oidc-harness.ts';
import { OIDC_CLIENT_ID, OIDC_PUBLIC_URL, type TestProvider } from '@/tests/oidc/oidc-provider.ts';
import { hashSessionId } from './session/session-store.ts';

let op: TestProvider;
let t: TestApp;
setUpOidcApp((app, provider) => {
  t = app;
  op = provider;
});

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
    expect(user).toMatchObject({ email: TEST_ADMIN_EMAIL, role: 'Admin', emailVerified: true });
  });

  it('counts an address as verified when the provider says email_verified, and only then', async () => {
    const { user: registered } = await registerUser(t.app, { email: 'erin@example.test' });
    expect(registered.emailVerified).toBe(false);
    const linked = await signInAs({ sub: 'sub-erin', email: 'erin@example.test' });
    expect(linked).toMatchObject({ id: registered.id, emailVerified: true });

    const unproved = await signInAs({
      sub: 'sub-frank',
      email: 'frank@example.test',
      email_verified: false,
    });
    expect(unproved).toMatchObject({ email: 'frank@example.test', emailVerified: false });
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
    expect(fakeAdmin).toMatchObject({ role: 'Tester', emailVerified: false });
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
