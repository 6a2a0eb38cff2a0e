import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ratings } from '@/server/db/schema/reputation.ts';
import { DAY_MS, setUpRatingFixtures } from '@/tests/factories/ratings.ts';
import { isShown, ratingShownAt } from './shown-ratings.ts';

const { fx, tester, beta, builderPerson } = setUpRatingFixtures();

/** A rating written straight to the table, `daysAgo` before the clock. */
async function insertRating(listingId: string, raterId: string, rateeId: string, daysAgo = 0) {
  const at = new Date(fx.clock.now().getTime() - daysAgo * DAY_MS);
  const raterSide = raterId === builderPerson().id ? 'builder' : 'tester';
  const [row] = await fx.t.db
    .insert(ratings)
    .values({
      listingId,
      listingName: 'Rated Harbor',
      raterId,
      rateeId,
      raterSide,
      stars: 4,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: ratings.id });
  return row?.id as string;
}

// Queries on `ratings` alone, where Drizzle writes the columns unqualified: the counterpart's
// subquery must still compare the counterpart with the outer row, not with itself.
// Both ways the feature reads it: the instant selected as a field, and the condition.
const shownOnItsOwn = async (id: string) => {
  const now = fx.clock.now();
  const [row] = await fx.t.db
    .select({ shownAt: ratingShownAt.mapWith((value) => new Date(value)) })
    .from(ratings)
    .where(eq(ratings.id, id));
  const [matching] = await fx.t.db
    .select({ id: ratings.id })
    .from(ratings)
    .where(and(eq(ratings.id, id), isShown(now)));
  expect(Boolean(matching)).toBe((row?.shownAt.getTime() ?? Infinity) <= now.getTime());
  return Boolean(matching);
};

describe('when a rating is shown, read from ratings alone', () => {
  it('is shown once the other side has rated, and hidden until then for 14 days', async () => {
    const listing = await beta();
    const testerA = await tester();
    const builder = builderPerson();
    const first = await insertRating(listing.id, testerA.id, builder.id, 13);
    expect(await shownOnItsOwn(first)).toBe(false);

    const second = await insertRating(listing.id, builder.id, testerA.id);
    expect(await shownOnItsOwn(first)).toBe(true);
    expect(await shownOnItsOwn(second)).toBe(true);
  });

  it('is shown 14 days after it was given when the other side never rates', async () => {
    const listing = await beta();
    const testerB = await tester();
    expect(
      await shownOnItsOwn(await insertRating(listing.id, testerB.id, builderPerson().id, 14)),
    ).toBe(true);
  });
});
