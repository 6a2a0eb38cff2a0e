import { afterAll, beforeAll, expect } from 'vitest';
import { sessions } from '@/server/db/schema/sessions.ts';
import { buildTestApp, type TestApp } from '../app/build-app.ts';
import { sessionCookieFrom } from '../factories/people.ts';
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_PUBLIC_URL,
  startTestProvider,
  type TestAccount,
  type TestProvider,
} from './oidc-provider.ts';

/**
 * The app configured for single sign-on against a real provider, for one test file, with the
 * browser's side of the flow as helpers. Call `setUpOidcApp` at the top of the file; it registers the hooks.
 */
let op: TestProvider;
let t: TestApp;

export function setUpOidcApp(ready: (app: TestApp, provider: TestProvider) => void) {
  beforeAll(async () => {
    op = await startTestProvider();
    t = await buildTestApp({
      OIDC_ISSUER_URL: op.issuer,
      OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET,
      PUBLIC_URL: OIDC_PUBLIC_URL,
    });
    ready(t, op);
  });
  afterAll(async () => {
    await t?.close();
    await op?.close();
  });
}

export interface Started {
  location: URL;
  /** The `cookie` header value that carries the flow cookie back to the callback. */
  flowCookie: string;
  flowCookieValue: string;
}

export async function startLogin(returnTo = '/software/abc'): Promise<Started> {
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

export const callback = (redirect: URL, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${redirect.pathname}${redirect.search}`,
    headers: cookie ? { cookie } : {},
  });

/** The whole browser round trip; answers the app's callback response. */
export async function signInThroughProvider(account: TestAccount, returnTo?: string) {
  const { location, flowCookie } = await startLogin(returnTo);
  return callback(await op.authorize(location.href, account), flowCookie);
}

export async function signIn(account: TestAccount) {
  const response = await signInThroughProvider(account);
  expect(response.statusCode, response.body).toBe(302);
  return sessionCookieFrom(response);
}

export const currentUser = async (cookie: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** Signs in through the provider and answers the app's current user. */
export const signInAs = async (account: TestAccount) => currentUser(await signIn(account));

export const sessionCount = async () => (await t.db.select().from(sessions)).length;

export const jwtPayload = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString());
