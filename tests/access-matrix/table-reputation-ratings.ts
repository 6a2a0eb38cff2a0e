import { eq } from 'drizzle-orm';
import { placeSpells, ratings } from '@/server/db/schema/reputation.ts';
import { users as userRows } from '@/server/db/schema/users.ts';
import { signUpAs } from '../factories/people.ts';
import { everyone, type RouteRow, SIGNED_IN_ONLY } from './expectations.ts';
import { listing, t, users } from './fixtures.ts';

/**
 * Ratings and profiles (issue 43). The tester held a place on the owner's listing and was
 * released: the two of them worked together, nobody else did. A rating is its rater's to change
 * and its rated person's to answer; to anyone else it does not exist (404).
 */

let released: Promise<string> | undefined;

/**
 * The shared listing, on which the tester also held an accepted place that the owner released:
 * written as the trigger would, so the tester's signup that other cells use stays as it is.
 */
function releasedListing(): Promise<string> {
  released ??= (async () => {
    const ended = new Date();
    await t.db.insert(placeSpells).values({
      listingId: listing.id,
      listingName: listing.name,
      builderId: users.owner.user.id,
      testerId: users.tester.user.id,
      startedAt: new Date(ended.getTime() - 5 * 86_400_000),
      acceptedAt: new Date(ended.getTime() - 5 * 86_400_000),
      endedAt: ended,
      endedBy: 'released',
    });
    return listing.id;
  })();
  return released;
}

/** The tester's rating of the owner, hidden unless `shown` dates it 15 days back. */
async function testersRating(shown: boolean): Promise<string> {
  const listingId = await releasedListing();
  const back = new Date(Date.now() - (shown ? 15 : 0) * 86_400_000);
  const [row] = await t.db
    .insert(ratings)
    .values({
      listingId,
      listingName: listing.name,
      raterId: users.tester.user.id,
      rateeId: users.owner.user.id,
      raterSide: 'tester',
      stars: 4,
      createdAt: back,
      updatedAt: back,
    })
    .onConflictDoUpdate({
      target: [ratings.listingId, ratings.raterId, ratings.rateeId],
      set: { createdAt: back, updatedAt: back, reply: null, repliedAt: null },
    })
    .returning({ id: ratings.id });
  return row?.id as string;
}

const PARTY_ONLY = (party: 'tester' | 'owner') => ({
  anon: 401,
  tester: party === 'tester' ? 200 : 404,
  owner: party === 'owner' ? 200 : 404,
  other: 404,
  admin: 404,
});

export const REPUTATION_RATING_ROUTES: RouteRow[] = [
  {
    route: 'POST /api/ratings',
    why: 'only the two who worked together rate each other; anyone else never worked with them',
    expect: { anon: 401, tester: 201, owner: 201, other: 403, admin: 403 },
    request: async (actor) => {
      const listingId = await releasedListing();
      const rateeId = users[actor === 'tester' ? 'owner' : 'tester'].user.id;
      // Each cell rates afresh: the tester's rating may be there from the PATCH cells.
      await t.db.delete(ratings).where(eq(ratings.listingId, listingId));
      return { payload: { listingId, rateeId, stars: 4, comment: 'Good to work with' } };
    },
  },
  { route: 'GET /api/ratings/pending', expect: SIGNED_IN_ONLY },
  { route: 'GET /api/ratings/given', expect: SIGNED_IN_ONLY },
  {
    route: 'PATCH /api/ratings/:id',
    expect: PARTY_ONLY('tester'),
    request: async () => ({ params: { id: await testersRating(false) }, payload: { stars: 2 } }),
  },
  {
    route: 'POST /api/ratings/:id/reply',
    expect: PARTY_ONLY('owner'),
    request: async () => ({
      params: { id: await testersRating(true) },
      payload: { body: 'Thank you' },
    }),
  },
  {
    route: 'GET /api/people/:id',
    why: 'a tester who keeps their profile for builders shows it to the builders they applied to, themselves and admins',
    expect: { anon: 403, tester: 200, owner: 200, other: 403, admin: 200 },
    request: async () => {
      await t.db
        .update(userRows)
        .set({ profileVisibility: 'builders' })
        .where(eq(userRows.id, users.tester.user.id));
      // Sessions keep the user row a moment: the change is announced as the service would.
      await t.app.bus.publish({ type: 'user_changed', userId: users.tester.user.id });
      return { params: { id: users.tester.user.id } };
    },
  },
  { route: 'GET /api/me/profile-visibility', expect: SIGNED_IN_ONLY },
  {
    route: 'PUT /api/me/profile-visibility',
    expect: SIGNED_IN_ONLY,
    request: () => ({ payload: { visibility: 'builders' } }),
  },
  {
    route: 'POST /api/admin/users/:userId/remove-for-abuse',
    expect: { ...everyone(403), anon: 401, admin: 204 },
    request: async () => ({
      params: { userId: (await signUpAs(t.app, 'Tester')).user.id },
      payload: { reason: 'Rating in bad faith' },
    }),
  },
];
