import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '@/server/app.ts';
import type { Role } from '@/shared/constants.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { TEST_ADMIN_EMAIL } from '../app/build-app.ts';
import { verifyEmailOf } from '../mail/mail-links.ts';

export const TEST_PASSWORD = 'correct horse battery';

export interface SignedInUser {
  user: User;
  /** The `cookie` header value that carries this user's session. */
  cookie: string;
}

type SetsCookies = { cookies: { name: string; value: string }[] };

/** The `cookie` header that sends back the cookie `name` the response set, or '' without one. */
export function cookieFrom(response: SetsCookies, name: string): string {
  const cookie = response.cookies.find((c) => c.name === name);
  return cookie ? `${name}=${cookie.value}` : '';
}

export function sessionCookieFrom(response: SetsCookies): string {
  const cookie = cookieFrom(response, 'bh_session');
  if (!cookie) throw new Error('response set no session cookie');
  return cookie;
}

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Registers as the sign-up form does: the answer (202) starts no session. Answers what was sent,
 * and the cookie that marks this browser as the one that registered (its mailed link signs in
 * only there).
 */
export async function registerAccount(
  app: App,
  overrides: Partial<NewAccount> = {},
): Promise<NewAccount & { registeringCookie: string }> {
  const account = {
    firstName: 'Test',
    lastName: 'User',
    email: `user-${randomUUID()}@example.test`,
    password: TEST_PASSWORD,
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: account,
  });
  if (response.statusCode !== 202) throw new Error(`register failed: ${response.body}`);
  return {
    ...account,
    email: account.email.trim().toLowerCase(),
    registeringCookie: cookieFrom(response, 'bh_registering'),
  };
}

/** The session a sign-in or an opened link started, with the user it answered. */
function signedIn(response: LightMyRequestResponse, step: string): SignedInUser {
  if (response.statusCode !== 200) throw new Error(`${step} failed: ${response.body}`);
  return { user: response.json(), cookie: sessionCookieFrom(response) };
}

/**
 * A new account signed in with its password before its address is proved, as someone who has
 * not opened the mailed link yet would be.
 */
export async function registerUser(
  app: App,
  overrides: Partial<NewAccount> = {},
): Promise<SignedInUser> {
  const { email, password } = await registerAccount(app, overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  return signedIn(response, 'sign-in');
}

/** A new account signed in by opening the link mailed at registration, which proves the address. */
export async function signInByMailedLink(
  app: App,
  overrides: Partial<NewAccount> = {},
): Promise<SignedInUser> {
  const { email, registeringCookie } = await registerAccount(app, overrides);
  return signedIn(await verifyEmailOf(app, email, registeringCookie), 'verify');
}

/**
 * A signed-in user with a complete profile in the given role. It is signed in by the link mailed
 * at registration, which proves the address, unless `verified: false` (then by its password).
 * The Admin is the ADMIN_EMAILS address, which becomes Admin only once verified.
 */
export async function signUpAs(
  app: App,
  role: Role,
  { verified = true }: { verified?: boolean } = {},
): Promise<SignedInUser> {
  const { cookie } = await (verified || role === 'Admin'
    ? signInByMailedLink(app, role === 'Admin' ? { email: TEST_ADMIN_EMAIL } : {})
    : registerUser(app));
  const response = await app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers: { cookie },
    payload: { role: role === 'Admin' ? undefined : role, phone: '+1 555 0100' },
  });
  if (response.statusCode !== 200) throw new Error(`profile failed: ${response.body}`);
  return { user: response.json(), cookie };
}
