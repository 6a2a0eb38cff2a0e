import { registerUser } from '../factories/people.ts';
import { verificationTokenFor } from '../mail/mail-links.ts';
import { everyone, PUBLIC, type RouteRow } from './expectations.ts';
import { t } from './fixtures.ts';

/** A link of an account of its own, so each cell's verification leaves the others' alone. */
async function freshVerificationToken(): Promise<string> {
  const { user } = await registerUser(t.app);
  return verificationTokenFor(t.db, user.email as string);
}

/** The e-mail verification routes' rows of the access matrix. */
export const VERIFICATION_ROUTES: RouteRow[] = [
  {
    route: 'POST /api/auth/verify-email',
    why: 'public: the single-use token from the mail is the credential, whoever is signed in',
    expect: PUBLIC,
    request: async () => ({ payload: { token: await freshVerificationToken() } }),
  },
  {
    route: 'POST /api/auth/resend-verification',
    why: "any signed-in user; the actors' addresses are verified, so the rule itself answers 409",
    expect: { ...everyone(409), anon: 401 },
  },
];
