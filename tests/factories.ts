import { randomUUID } from 'node:crypto';
import type { App } from '@/server/app.ts';
import type { Role } from '@/shared/constants.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { TEST_ADMIN_EMAIL } from './build-app.ts';
import { verifyEmailOf } from './mail-links.ts';

export const TEST_PASSWORD = 'correct horse battery';

export interface SignedInUser {
  user: User;
  /** The `cookie` header value that carries this user's session. */
  cookie: string;
}

export function sessionCookieFrom(response: {
  cookies: { name: string; value: string }[];
}): string {
  const cookie = response.cookies.find((c) => c.name === 'bh_session');
  if (!cookie) throw new Error('response set no session cookie');
  return `bh_session=${cookie.value}`;
}

export async function registerUser(
  app: App,
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
): Promise<SignedInUser> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      firstName: 'Test',
      lastName: 'User',
      email: `user-${randomUUID()}@example.test`,
      password: TEST_PASSWORD,
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return { user: response.json(), cookie: sessionCookieFrom(response) };
}

/**
 * A signed-in user with a complete profile in the given role, whose address is verified through
 * the link mailed at registration (`verified: false` leaves it unproved). The Admin is the
 * ADMIN_EMAILS address, which becomes Admin only once verified.
 */
export async function signUpAs(
  app: App,
  role: Role,
  { verified = true }: { verified?: boolean } = {},
): Promise<SignedInUser> {
  const email = role === 'Admin' ? TEST_ADMIN_EMAIL : undefined;
  const { user, cookie } = await registerUser(app, email ? { email } : {});
  if (verified || role === 'Admin') {
    const verification = await verifyEmailOf(app, user.email as string);
    if (verification.statusCode !== 200) throw new Error(`verify failed: ${verification.body}`);
  }
  const response = await app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers: { cookie },
    payload: { role: role === 'Admin' ? undefined : role, phone: '+1 555 0100' },
  });
  if (response.statusCode !== 200) throw new Error(`profile failed: ${response.body}`);
  return { user: response.json(), cookie };
}
