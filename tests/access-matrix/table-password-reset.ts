import { everyone, PUBLIC, type RouteRow } from './expectations.ts';
import { emailOf, freshSession, resetLink } from './fixtures.ts';

/** The forgotten-password rows of the access matrix. */
export const PASSWORD_RESET_ROUTES: RouteRow[] = [
  {
    route: 'POST /api/auth/forgot-password',
    why: 'public: whoever forgot a password is signed out; every address gets the same answer',
    expect: everyone(202),
    request: (actor) => ({ payload: { email: emailOf(actor) } }),
  },
  {
    route: 'POST /api/auth/reset-password/check',
    why: 'public: the reset screen asks before anyone is signed in; the token is the credential',
    expect: everyone(204),
    request: async () => ({ payload: { token: (await resetLink()).token } }),
  },
  {
    route: 'POST /api/auth/reset-password',
    why: 'public: the single-use token from the mail is the credential; it signs its user in',
    expect: PUBLIC,
    request: async (actor) => ({ cookie: await freshSession(actor), payload: await resetLink() }),
  },
];
