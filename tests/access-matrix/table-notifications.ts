import { createUnsubscribeToken } from '@/server/lib/unsubscribe-token.ts';
import { TEST_SECRET } from '../app/build-app.ts';
import { PUBLIC, type RouteRow, SIGNED_IN_ONLY } from './expectations.ts';
import { idOf } from './fixtures.ts';

const messageLink = () => ({
  type: 'message',
  token: createUnsubscribeToken(TEST_SECRET, idOf('tester'), new Date(), 'notification:message'),
});

/** Everyone signed in has a bell and choices of their own; the mail link needs no session. */
export const NOTIFICATION_ROUTES: RouteRow[] = [
  { route: 'GET /api/notifications', expect: SIGNED_IN_ONLY },
  { route: 'GET /api/notifications/unread', expect: SIGNED_IN_ONLY },
  {
    route: 'POST /api/notifications/read',
    expect: SIGNED_IN_ONLY,
    request: () => ({ payload: { all: true } }),
  },
  { route: 'GET /api/notifications/preferences', expect: SIGNED_IN_ONLY },
  {
    route: 'PUT /api/notifications/preferences',
    why: 'every role gets messages, so every signed-in actor may choose how',
    expect: SIGNED_IN_ONLY,
    request: () => ({ payload: { preferences: [{ type: 'message', inApp: true, email: true }] } }),
  },
  {
    route: 'GET /api/notifications/unsubscribe',
    why: 'public: the signed link in the mail is the credential; the GET only asks, changing nothing',
    expect: PUBLIC,
    request: () => ({ query: messageLink() }),
  },
  {
    route: 'POST /api/notifications/unsubscribe',
    why: 'public: one-click unsubscribe (RFC 8058) from a mail client, which has no session',
    expect: PUBLIC,
    request: () => ({
      query: messageLink(),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
];
