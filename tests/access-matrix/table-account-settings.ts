import { randomUUID } from 'node:crypto';
import {
  issueAccountToken,
  issueAccountTokenRow,
} from '@/server/features/accounts/account-tokens.ts';
import { cancelTokenFor } from '@/server/features/accounts/email-change-cancel.ts';
import { uploadImage } from '../factories/listings.ts';
import { registerUser, TEST_PASSWORD } from '../factories/people.ts';
import { everyone, PUBLIC, type RouteRow, SIGNED_IN_ONLY } from './expectations.ts';
import { cookieOf, freshSession, t, users } from './fixtures.ts';

/** The account settings on the profile page, and the link that confirms a new address. */
export const ACCOUNT_SETTINGS_ROUTES: RouteRow[] = [
  {
    route: 'PUT /api/auth/name',
    expect: SIGNED_IN_ONLY,
    // Everyone keeps the name they have, so the other cells see the same people.
    request: () => ({ payload: { firstName: 'Test', lastName: 'User' } }),
  },
  {
    route: 'POST /api/auth/change-password',
    why: 'signed in, anyone reaches the password check; a wrong current password there keeps every session of the shared actors',
    expect: { ...everyone(400), anon: 401 },
    request: async (actor) => ({
      cookie: await freshSession(actor),
      payload: { currentPassword: 'not the password', newPassword: 'a brand new passphrase' },
    }),
  },
  {
    route: 'POST /api/auth/change-email',
    expect: { ...everyone(202), anon: 401 },
    request: () => ({
      payload: { password: TEST_PASSWORD, newEmail: `moved-${randomUUID()}@example.test` },
    }),
  },
  {
    route: 'POST /api/auth/confirm-email-change',
    why: 'public: the link in the mail is the credential, opened in whatever browser',
    expect: PUBLIC,
    request: async () => {
      const { user } = await registerUser(t.app);
      const token = await issueAccountToken(t.db, {
        userId: user.id,
        purpose: 'change_email',
        email: `confirmed-${randomUUID()}@example.test`,
      });
      return { payload: { token } };
    },
  },
  {
    route: 'POST /api/auth/cancel-email-change',
    why: 'public: the link mailed to the old address is the credential, opened in whatever browser',
    expect: everyone(204),
    request: async () => {
      const { user } = await registerUser(t.app);
      const { id } = await issueAccountTokenRow(t.db, {
        userId: user.id,
        purpose: 'change_email',
        email: `cancelled-${randomUUID()}@example.test`,
      });
      return { payload: { token: cancelTokenFor(t.app.config.sessionSecret, id) } };
    },
  },
  {
    route: 'PUT /api/auth/profile-picture',
    expect: SIGNED_IN_ONLY,
    request: async (actor) => ({
      payload: { profileImageUrl: await uploadImage(t.app, cookieOf(actor) ?? users.owner.cookie) },
    }),
  },
  { route: 'DELETE /api/auth/profile-picture', expect: SIGNED_IN_ONLY },
];
