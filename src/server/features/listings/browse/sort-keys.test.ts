import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings, SORT_KEY_NONE } from '@/server/db/schema/listings.ts';
import { personRecords } from '@/server/db/schema/reputation.ts';
import { EMPTY_BUILDER_RECORD, EMPTY_TESTER_RECORD } from '@/shared/contracts/reputation.ts';
import { setUpCycleFixtures } from '@/tests/factories/cycles.ts';
import { postListing } from '@/tests/factories/listings.ts';

/**
 * Browse's sort keys follow what testers and builders do, through the database's triggers, so
 * every sort walks an index: places left, and how fast the builder answers (the cycle sort's key
 * is tested with the cycles, cycle-sort-days.test.ts).
 */
const { fx, beta, call } = setUpCycleFixtures();

async function keysOf(listingId: string) {
  const [row] = await fx.t.db
    .select({
      places: listings.sortPlaces,
      cycleDay: listings.sortCycleDay,
      answerMinutes: listings.sortAnswerMinutes,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row as { places: number; cycleDay: number; answerMinutes: number };
}

const patchListing = (id: string, payload: object) =>
  call('PATCH', `/api/software/${id}`, 'builder', payload);

describe('places left (sort_places)', () => {
  it('counts Interested and Accepted testers against the limit as they come and go', async () => {
    const listing = await beta('Places Harbor');
    // No limit: nothing to sort by.
    expect((await keysOf(listing.id)).places).toBe(SORT_KEY_NONE);
    expect((await patchListing(listing.id, { testerLimit: 10 })).statusCode).toBe(200);
    // Two Accepted and one Interested hold places, and the Waitlisted tester takes a free one;
    // the Declined tester holds none.
    expect((await keysOf(listing.id)).places).toBe(6);
    const left = await fx.t.app.inject({
      method: 'DELETE',
      url: `/api/interests/${listing.id}`,
      headers: { cookie: fx.cookies.interested as string },
    });
    expect(left.statusCode).toBe(204);
    expect((await keysOf(listing.id)).places).toBe(7);
    expect((await patchListing(listing.id, { testerLimit: null })).statusCode).toBe(200);
    expect((await keysOf(listing.id)).places).toBe(SORT_KEY_NONE);
  });

  it('starts a new listing at its whole limit', async () => {
    const listing = await postListing(fx.t.app, fx.cookies.builder as string, {
      name: 'Fresh Places',
      testerLimit: 25,
    });
    expect((await keysOf(listing.id)).places).toBe(25);
  });
});

describe("the builder's answer time (sort_answer_minutes)", () => {
  it("follows the builder's record onto every listing of theirs, and onto new ones", async () => {
    const listing = await beta('Answer Harbor');
    const builderId = fx.ids.builder;
    const record = (value: number | null) => ({
      userId: builderId,
      tester: EMPTY_TESTER_RECORD,
      builder: { ...EMPTY_BUILDER_RECORD, firstAnswerHours: { value, events: 4 } },
    });
    const write = (value: number | null) =>
      fx.t.db
        .insert(personRecords)
        .values(record(value))
        .onConflictDoUpdate({
          target: personRecords.userId,
          set: { builder: sql`excluded.builder` },
        });
    await write(2.5);
    expect((await keysOf(listing.id)).answerMinutes).toBe(150);
    // Written straight, as a seed would: posting announces the listing, and the records
    // follower would rewrite this test's made-up figure from the builder's real (empty) events.
    const [later] = await fx.t.db
      .insert(listings)
      .values({
        builderId,
        name: 'Answer Two',
        shortDescription: 'A second beta',
        longDescription: 'Posted after the record.',
        category: 'Web',
        imageUrl: '/objects/listing.png',
      })
      .returning({ id: listings.id });
    if (!later) throw new Error('no listing');
    expect((await keysOf(later.id)).answerMinutes).toBe(150);
    await write(null);
    expect((await keysOf(listing.id)).answerMinutes).toBe(SORT_KEY_NONE);
    expect((await keysOf(later.id)).answerMinutes).toBe(SORT_KEY_NONE);
  });
});
