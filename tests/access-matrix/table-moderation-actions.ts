import { listings } from '@/server/db/schema/listings.ts';
import { listingHides } from '@/server/db/schema/moderation.ts';
import { ADMIN_ONLY, type RouteRow, SIGNED_IN_ONLY } from './expectations.ts';
import { listing, t, users } from './fixtures.ts';

/**
 * An admin's actions on a case, and a hidden listing as its builder sees and appeals it. To
 * anyone but its builder (and, for reading, an admin) a hidden listing is not there: 404.
 */

/**
 * A new listing of the owner's, hidden as an admin's hide leaves it. Written straight to the
 * table: posting is rate-limited, and the other rows post the owner's share.
 */
async function hiddenListing(): Promise<string> {
  const at = new Date();
  const [row] = await t.db
    .insert(listings)
    .values({
      builderId: users.owner.user.id,
      name: 'Hidden Harbor',
      shortDescription: 'Hidden by an admin',
      longDescription: 'A listing an admin hid, for the matrix.',
      category: 'Mobile',
      imageUrl: listing.imageUrl,
      hiddenAt: at,
    })
    .returning({ id: listings.id });
  const id = row?.id as string;
  await t.db
    .insert(listingHides)
    .values({ listingId: id, cause: 'moderation', reason: 'Phishing link', hiddenAt: at });
  return id;
}

let shared: Promise<string> | undefined;

export const MODERATION_ACTION_ROUTES: RouteRow[] = [
  {
    route: 'POST /api/admin/moderation/cases/:targetType/:targetId/actions',
    expect: ADMIN_ONLY,
    // Dismissing a listing nobody reported changes nothing another cell sees.
    request: () => ({
      params: { targetType: 'listing', targetId: listing.id },
      payload: { action: 'dismiss', reason: 'Nothing wrong with it' },
    }),
  },
  {
    route: 'GET /api/software/:id/hidden',
    expect: { anon: 401, tester: 404, owner: 200, other: 404, admin: 200 },
    request: async () => {
      shared ??= hiddenListing();
      return { params: { id: await shared } };
    },
  },
  { route: 'GET /api/me/hidden-listings', expect: SIGNED_IN_ONLY },
  {
    route: 'POST /api/software/:id/appeal',
    why: 'the builder appeals their own hidden listing, once; to anyone else it is not there',
    expect: { anon: 401, tester: 404, owner: 200, other: 404, admin: 404 },
    request: async () => ({
      params: { id: await hiddenListing() },
      payload: { message: 'The link is my own store page' },
    }),
  },
];
