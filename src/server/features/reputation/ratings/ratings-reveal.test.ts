import { describe, expect, it } from 'vitest';
import type { PersonProfile, Rating } from '@/shared/contracts/reputation.ts';
import { reputationPaths } from '@/shared/contracts/reputation-paths.ts';
import { setUpRatingFixtures } from '@/tests/factories/ratings.ts';

const { fx, tester, beta, later, endPlace, call, rate, profile, builderPerson } =
  setUpRatingFixtures();

const given = async (who: { cookie: string }): Promise<Rating[]> =>
  (await call('GET', reputationPaths.givenRatings, who)).json();
const ratingsOn = async (id: string): Promise<Rating[]> =>
  ((await profile(id)).json() as PersonProfile).ratings;

describe('the double-blind reveal', () => {
  it('keeps a rating from the rated person and the public for 13 days, and shows it on day 14', async () => {
    const listing = await beta();
    const testerA = await tester();
    const builder = builderPerson();
    await endPlace(listing.id, testerA.id, 'released');

    const created = await rate(testerA, listing.id, builder.id, 2, 'Took weeks to answer');
    expect(created.statusCode).toBe(201);
    const rating: Rating = created.json();
    expect(rating).toMatchObject({
      raterSide: 'tester',
      stars: 2,
      comment: 'Took weeks to answer',
      shownAt: null,
      rater: { id: testerA.id },
      ratee: { id: builder.id },
    });
    // The rater reads their own; the builder and the public read nothing of it.
    expect((await given(testerA)).map((r) => r.id)).toEqual([rating.id]);
    expect((await ratingsOn(builder.id)).map((r) => r.id)).not.toContain(rating.id);
    const asBuilder = await call('GET', reputationPaths.profile(builder.id), builder);
    expect(asBuilder.body).not.toContain('Took weeks to answer');

    await later(13);
    expect((await ratingsOn(builder.id)).map((r) => r.id)).not.toContain(rating.id);
    expect((await given(testerA))[0]?.shownAt).toBeNull();

    await later(1);
    const shown = (await ratingsOn(builder.id)).find((r) => r.id === rating.id);
    expect(shown).toMatchObject({ stars: 2, comment: 'Took weeks to answer' });
    expect(shown?.shownAt).toBe(
      new Date(Date.parse(rating.createdAt) + 14 * 86_400_000).toISOString(),
    );
  });

  it('shows both ratings at once when the second is in', async () => {
    const listing = await beta();
    const testerB = await tester();
    const builder = builderPerson();
    await endPlace(listing.id, testerB.id, 'declined');

    const fromTester: Rating = (await rate(testerB, listing.id, builder.id, 5, 'Kind')).json();
    await later(2);
    expect((await ratingsOn(testerB.id)).length).toBe(0);
    const fromBuilder = await rate(builder, listing.id, testerB.id, 4, 'Thorough reports');
    expect(fromBuilder.statusCode).toBe(201);
    // The second rater's own answer says it is shown, as both now are.
    expect(fromBuilder.json().shownAt).not.toBeNull();

    const onTester = await ratingsOn(testerB.id);
    expect(onTester.map((r) => [r.stars, r.comment, r.raterSide])).toEqual([
      [4, 'Thorough reports', 'builder'],
    ]);
    const onBuilder = (await ratingsOn(builder.id)).find((r) => r.id === fromTester.id);
    expect(onBuilder?.shownAt).toBe(onTester[0]?.shownAt);
  });

  it('lets the rater change a hidden rating, never a shown one', async () => {
    const listing = await beta();
    const testerC = await tester();
    const builder = builderPerson();
    await endPlace(listing.id, testerC.id, 'released');
    const rating: Rating = (await rate(builder, listing.id, testerC.id, 1)).json();

    const changed = await call('PATCH', reputationPaths.rating(rating.id), builder, {
      stars: 3,
      comment: 'On second thought, fair',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ stars: 3, comment: 'On second thought, fair' });
    // Only its rater: the rated person hears there is no such rating.
    const byRatee = await call('PATCH', reputationPaths.rating(rating.id), testerC, { stars: 5 });
    expect([byRatee.statusCode, byRatee.json().code]).toEqual([404, 'rating_not_found']);

    await later(14);
    const afterReveal = await call('PATCH', reputationPaths.rating(rating.id), builder, {
      stars: 5,
    });
    expect([afterReveal.statusCode, afterReveal.json().code]).toEqual([409, 'rating_shown']);
    expect((await ratingsOn(testerC.id))[0]?.stars).toBe(3);
  });

  it('takes one reply from the rated person, once the rating is shown', async () => {
    const listing = await beta();
    const testerD = await tester();
    const builder = builderPerson();
    await endPlace(listing.id, testerD.id, 'released');
    const rating: Rating = (await rate(builder, listing.id, testerD.id, 2, 'Went quiet')).json();
    const reply = (who: { cookie: string }, body: string) =>
      call('POST', reputationPaths.ratingReply(rating.id), who, { body });

    const early = await reply(testerD, 'I was ill');
    expect([early.statusCode, early.json().code]).toEqual([409, 'rating_not_shown']);
    await later(14);
    const byRater = await reply(builder, 'Me too');
    expect([byRater.statusCode, byRater.json().code]).toEqual([404, 'rating_not_found']);
    const first = await reply(testerD, 'I was ill, and said so in the chat');
    expect(first.statusCode).toBe(200);
    const twice = await reply(testerD, 'Also');
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'already_replied']);

    const [onProfile] = await ratingsOn(testerD.id);
    expect(onProfile?.reply?.body).toBe('I was ill, and said so in the chat');
    expect(fx.t.app.services.clock.now().toISOString()).toBe(onProfile?.reply?.createdAt);
  });
});
