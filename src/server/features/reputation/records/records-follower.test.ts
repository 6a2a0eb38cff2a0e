import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interests } from '@/server/db/schema/interests.ts';
import { placeSpells, ratings } from '@/server/db/schema/reputation.ts';
import { users } from '@/server/db/schema/users.ts';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';
import { interestPaths } from '@/shared/contracts/interest-paths.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { reputationPaths } from '@/shared/contracts/reputation-paths.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { report, testerWith } from '@/tests/factories/feedback.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { storedRecord } from '@/tests/factories/records.ts';

/* Records kept current by what people do through the API, heard on the bus. */
let t: TestApp;
let builder: SignedInUser;
let admin: SignedInUser;
let listing: Listing;
beforeAll(async () => {
  t = await buildTestApp();
  [builder, admin] = await Promise.all([signUpAs(t.app, 'Builder'), signUpAs(t.app, 'Admin')]);
  listing = await postListing(t.app, builder.cookie, { name: 'Followed Notes' });
}, 60_000);
afterAll(() => t.close());

const as = (
  who: SignedInUser | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });

const spellsOf = (testerId: string) =>
  t.db
    .select({
      endedBy: placeSpells.endedBy,
      acceptedAt: placeSpells.acceptedAt,
      listingId: placeSpells.listingId,
    })
    .from(placeSpells)
    .where(eq(placeSpells.testerId, testerId))
    .orderBy(placeSpells.startedAt);

describe('place spells, kept by the trigger on interests', () => {
  it('open on joining, stamp the acceptance, close as left, open again on a rejoin', async () => {
    const tester = await testerWith(t, builder, listing, 'Accepted');
    expect(await spellsOf(tester.user.id)).toEqual([
      { endedBy: null, acceptedAt: expect.any(Date), listingId: listing.id },
    ]);
    expect((await as(tester, 'DELETE', interestPaths.byListing(listing.id))).statusCode).toBe(204);
    expect(
      (await as(tester, 'POST', '/api/interests', { softwareId: listing.id })).statusCode,
    ).toBe(201);
    expect(await spellsOf(tester.user.id)).toEqual([
      { endedBy: 'left', acceptedAt: expect.any(Date), listingId: listing.id },
      { endedBy: null, acceptedAt: null, listingId: listing.id },
    ]);
  });

  it('close as declined, released and waitlisted, and as listing_deleted keeping the name', async () => {
    const gone = await postListing(t.app, builder.cookie, { name: 'Short Lived' });
    const endings = ['Declined', 'Released', 'Waitlisted'] as const;
    const testers = await Promise.all(endings.map(() => testerWith(t, builder, gone, 'Accepted')));
    for (const [index, status] of endings.entries())
      await t.db
        .update(interests)
        .set({ status })
        .where(
          and(
            eq(interests.listingId, gone.id),
            eq(interests.testerId, testers[index]?.user.id as string),
          ),
        );
    const stays = await testerWith(t, builder, gone, 'Accepted');
    expect((await as(builder, 'DELETE', `/api/software/${gone.id}`)).statusCode).toBe(204);
    const ended = await Promise.all([...testers, stays].map((tester) => spellsOf(tester.user.id)));
    expect(ended.map((spells) => spells[0]?.endedBy)).toEqual([
      'declined',
      'released',
      'waitlisted',
      'listing_deleted',
    ]);
    const [kept] = await t.db
      .select()
      .from(placeSpells)
      .where(eq(placeSpells.testerId, stays.user.id));
    expect(kept).toMatchObject({
      listingId: null,
      listingName: 'Short Lived',
      builderId: builder.user.id,
    });
  });
});

describe('the follower', () => {
  it("a leave moves the tester's betasHeld", async () => {
    const tester = await testerWith(t, builder, listing, 'Accepted');
    await t.app.records.settled();
    expect((await storedRecord(t.db, tester.user.id)).tester.betasHeld.events).toBe(0);
    await as(tester, 'DELETE', interestPaths.byListing(listing.id));
    await t.app.records.settled();
    expect((await storedRecord(t.db, tester.user.id)).tester.betasHeld).toEqual({
      value: null,
      events: 1,
    });
  });

  it("a builder's first comments move firstAnswerHours; three within a day show the badge on Browse and the detail", async () => {
    const own = await signUpAs(t.app, 'Builder');
    const beta = await postListing(t.app, own.cookie, { name: 'Badge Harbor' });
    const tester = await testerWith(t, own, beta, 'Accepted');
    const badgeOn = async () => {
      const browse = (await as(tester, 'GET', '/api/software')).json() as Listing[];
      const detail = (await as(tester, 'GET', `/api/software/${beta.id}`)).json() as Listing;
      return [browse.find((one) => one.id === beta.id)?.answerBadge, detail.answerBadge];
    };
    expect(await badgeOn()).toEqual([null, null]);
    for (let index = 0; index < 3; index++) {
      const filed = await report(t, tester, beta.id);
      expect(filed.statusCode).toBe(201);
      await as(own, 'POST', feedbackPaths.comments(filed.json().id), { body: 'Thanks, looking' });
      await t.app.records.settled();
      const { builder: record } = await storedRecord(t.db, own.user.id);
      expect(record.firstAnswerHours.events).toBe(index + 1);
    }
    expect((await storedRecord(t.db, own.user.id)).builder.firstAnswerHours.value).toBeLessThan(1);
    expect(await badgeOn()).toEqual(['day', 'day']);
  });

  it('an abuse removal stops the removed account’s ratings counting for those it rated', async () => {
    const tester = await testerWith(t, builder, listing, 'Accepted');
    const rater = await signUpAs(t.app, 'Builder');
    const long = new Date(Date.now() - 20 * 86_400_000);
    await t.db.insert(ratings).values(
      [builder, rater].map((who, index) => ({
        listingId: null,
        listingName: 'Gone',
        raterId: who.user.id,
        rateeId: tester.user.id,
        raterSide: 'builder' as const,
        stars: index + 4,
        createdAt: long,
        updatedAt: long,
      })),
    );
    await t.app.bus.publish({ type: 'user_changed', userId: rater.user.id });
    await t.app.records.settled();
    expect((await storedRecord(t.db, tester.user.id)).tester.rating.events).toBe(2);
    await t.db
      .update(users)
      .set({ removedForAbuseAt: new Date() })
      .where(eq(users.id, rater.user.id));
    await t.app.bus.publish({ type: 'user_changed', userId: rater.user.id });
    await t.app.records.settled();
    expect((await storedRecord(t.db, tester.user.id)).tester.rating.events).toBe(1);
  });
});

describe('GET record-events', () => {
  it('answers the person and admins; another user is told there is no profile, no one signed in 401', async () => {
    const tester = await testerWith(t, builder, listing, 'Accepted');
    await as(tester, 'DELETE', interestPaths.byListing(listing.id));
    const url = reputationPaths.recordEvents(tester.user.id);
    const own = await as(tester, 'GET', url);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([
      expect.objectContaining({ figure: 'tester.betasHeld', listingId: listing.id, counts: false }),
    ]);
    expect((await as(admin, 'GET', url)).json()).toEqual(own.json());
    const other = await as(builder, 'GET', url);
    expect([other.statusCode, other.json().code]).toEqual([404, 'profile_not_found']);
    const nobody = await as(admin, 'GET', reputationPaths.recordEvents(crypto.randomUUID()));
    expect([nobody.statusCode, nobody.json().code]).toEqual([404, 'profile_not_found']);
    expect((await as(undefined, 'GET', url)).statusCode).toBe(401);
  });
});
