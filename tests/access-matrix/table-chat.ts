import { type RouteRow, SIGNED_IN_ONLY } from './expectations.ts';
import { conversationId, cookieOf, idOf, listing, upgradeStatus, users } from './fixtures.ts';

/** The chat's rows: a conversation is the resource, so the outsider column applies. */
export const CHAT_ROUTES: RouteRow[] = [
  // The joined tester starts one with the builder; the builder, as themselves, with the tester.
  {
    route: 'POST /api/conversations',
    expect: { anon: 401, tester: 200, owner: 200, other: 403, admin: 403, outsider: 403 },
    request: (actor) => ({
      payload:
        actor === 'owner' || actor === 'other'
          ? { builderId: idOf(actor), testerId: users.tester.user.id, softwareId: listing.id }
          : { builderId: users.owner.user.id, testerId: idOf(actor), softwareId: listing.id },
    }),
  },
  { route: 'GET /api/conversations', expect: { ...SIGNED_IN_ONLY, outsider: 200 } },
  {
    route: 'GET /api/conversations/:id/messages',
    expect: { anon: 401, tester: 200, owner: 200, other: 404, admin: 404, outsider: 404 },
    request: () => ({ params: { id: conversationId } }),
  },
  {
    route: 'POST /api/messages',
    expect: { anon: 401, tester: 201, owner: 201, other: 404, admin: 404, outsider: 404 },
    request: () => ({ payload: { conversationId, content: 'Over REST' } }),
  },
  {
    route: 'GET /ws',
    expect: { anon: 401, tester: 101, owner: 101, other: 101, admin: 101, outsider: 101 },
    status: (actor) => upgradeStatus(cookieOf(actor)),
  },
];
