import { createUnsubscribeToken } from '@/server/lib/unsubscribe-token.ts';
import { TEST_SECRET } from '../app/build-app.ts';
import { PUBLIC, type RouteRow } from './expectations.ts';
import { idOf } from './fixtures.ts';

/** The digest mail's unsubscribe link and button: the signed token is the credential. */
export const DIGEST_UNSUBSCRIBE_ROUTES: RouteRow[] = [
  {
    route: 'GET /api/digest/unsubscribe',
    why: 'public: the signed link in the mail is the credential; the GET only asks, changing nothing',
    expect: PUBLIC,
    request: () => ({ query: { token: createUnsubscribeToken(TEST_SECRET, idOf('tester')) } }),
  },
  {
    route: 'POST /api/digest/unsubscribe',
    why: 'public: one-click unsubscribe (RFC 8058) from a mail client, which has no session, and the button of the GET page',
    expect: PUBLIC,
    request: () => ({
      query: { token: createUnsubscribeToken(TEST_SECRET, idOf('tester')) },
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
];
