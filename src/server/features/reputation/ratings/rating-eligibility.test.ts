import { describe, expect, it } from 'vitest';
import type { PendingRating, Rating } from '@/shared/contracts/reputation.ts';
import { reputationPaths } from '@/shared/contracts/reputation-paths.ts';
import { signUpAs } from '@/tests/factories/people.ts';
import { setUpRatingFixtures } from '@/tests/factories/ratings.ts';

const { fx, tester, beta, later, endPlace, endedCycle, call, rate, builderPerson } =
  setUpRatingFixtures();

const codeOf = (response: { statusCode: number; json(): { code: string } }) => [
  response.statusCode,
  response.json().code,
];

describe('who worked together', () => {
  it.each([
    ['left after 2 days', 'left', 2, true, 403],
    ['left after 3 days', 'left', 3, true, 201],
    ['declined after acceptance', 'declined', 1, true, 201],
    ['released for silence', 'released', 1, true, 201],
    ['waitlisted after acceptance', 'waitlisted', 10, true, 403],
    ['an applicant declined without ever being accepted', 'declined', 10, false, 403],
  ] as const)(
    '%s: both sides may rate only when it was work',
    async (_name, how, heldDays, accepted, status) => {
      const listing = await beta();
      const person = await tester();
      await endPlace(listing.id, person.id, how, { heldDays, accepted });

      const byTester = await rate(person, listing.id, fx.builder.user.id);
      const byBuilder = await rate(builderPerson(), listing.id, person.id);
      expect([byTester.statusCode, byBuilder.statusCode]).toEqual([status, status]);
      if (status === 403) expect(byTester.json().code).toBe('not_worked_together');
    },
  );

  it('counts a test cycle that ended with the tester still opted in, not one they left', async () => {
    const [held, leftIt] = [await beta('Cycled Harbor'), await beta('Left Harbor')];
    const [stayed, walked] = [await tester(), await tester()];
    await endedCycle(held.id, stayed.id);
    await endedCycle(leftIt.id, walked.id, { left: true });

    const fromStayed = await rate(stayed, held.id, fx.builder.user.id, 5);
    expect(fromStayed.statusCode).toBe(201);
    expect(fromStayed.json().raterSide).toBe('tester');
    expect(codeOf(await rate(walked, leftIt.id, fx.builder.user.id))).toEqual([
      403,
      'not_worked_together',
    ]);
  });
});

describe('refused ratings', () => {
  it('refuses oneself, strangers, a second rating, one after the reveal and one after the window', async () => {
    const listing = await beta();
    const [worker, stranger] = [await tester(), await tester()];
    const builder = builderPerson();
    await endPlace(listing.id, worker.id, 'released');

    expect(codeOf(await rate(builder, listing.id, builder.id))).toEqual([400, 'cannot_rate_self']);
    expect(codeOf(await rate(stranger, listing.id, builder.id))).toEqual([
      403,
      'not_worked_together',
    ]);
    expect(codeOf(await rate(builder, listing.id, stranger.id))).toEqual([
      403,
      'not_worked_together',
    ]);
    // Two testers of the same listing did not work together.
    expect(codeOf(await rate(stranger, listing.id, worker.id))).toEqual([
      403,
      'not_worked_together',
    ]);
    const admin = { cookie: fx.admin.cookie };
    expect(codeOf(await rate(admin, listing.id, worker.id))).toEqual([403, 'not_worked_together']);
    const signedOut = await call('POST', reputationPaths.ratings, null, {
      listingId: listing.id,
      rateeId: builder.id,
      stars: 5,
    });
    expect(codeOf(signedOut)).toEqual([401, 'unauthorized']);

    expect((await rate(worker, listing.id, builder.id, 3)).statusCode).toBe(201);
    expect(codeOf(await rate(worker, listing.id, builder.id, 5))).toEqual([409, 'already_rated']);
    await later(14);
    expect(codeOf(await rate(worker, listing.id, builder.id, 5))).toEqual([409, 'already_rated']);
    await later(0.01);
    expect(codeOf(await rate(builder, listing.id, worker.id, 5))).toEqual([
      409,
      'rating_window_closed',
    ]);
  });

  it('refuses a rating of an account deleted since', async () => {
    const listing = await beta();
    const gone = await signUpAs(fx.t.app, 'Tester');
    await endPlace(listing.id, gone.user.id, 'released');
    const deleted = await fx.t.app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: { cookie: gone.cookie },
      payload: { password: 'correct horse battery' },
    });
    expect(deleted.statusCode).toBe(204);
    expect(codeOf(await rate(builderPerson(), listing.id, gone.user.id))).toEqual([
      403,
      'not_worked_together',
    ]);
  });
});

describe('pending and given', () => {
  it('lists whom each side may rate until they do or the window closes', async () => {
    const listing = await beta('Pending Harbor');
    const person = await tester();
    const builder = builderPerson();
    await endPlace(listing.id, person.id, 'declined');
    const pending = async (who: { cookie: string }): Promise<PendingRating[]> =>
      (await call('GET', reputationPaths.pendingRatings, who)).json();

    const mine = await pending(person);
    expect(mine).toEqual([
      expect.objectContaining({
        listingId: listing.id,
        listingName: 'Pending Harbor',
        raterSide: 'tester',
        ratee: expect.objectContaining({ id: builder.id }),
        closesAt: new Date(fx.clock.now().getTime() + 14 * 86_400_000).toISOString(),
      }),
    ]);
    const theirs = (await pending(builder)).filter((p) => p.listingId === listing.id);
    expect(theirs.map((p) => [p.ratee.id, p.raterSide])).toEqual([[person.id, 'builder']]);

    await rate(person, listing.id, builder.id, 4, 'Quick answers');
    expect(await pending(person)).toEqual([]);
    const given: Rating[] = (await call('GET', reputationPaths.givenRatings, person)).json();
    expect(given.map((r) => [r.listingName, r.stars, r.comment, r.shownAt])).toEqual([
      ['Pending Harbor', 4, 'Quick answers', null],
    ]);
    // The builder has not rated: the tester's rating is not among what the builder gave.
    const builderGave: Rating[] = (await call('GET', reputationPaths.givenRatings, builder)).json();
    expect(builderGave.map((r) => r.listingId)).not.toContain(listing.id);

    await later(14.01);
    expect((await pending(builder)).map((p) => p.listingId)).not.toContain(listing.id);
    expect((await call('GET', reputationPaths.pendingRatings, null)).statusCode).toBe(401);
  });
});
