import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { hoursAfter, insertReports } from '@/tests/factories/feedback-inserts.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

let t: TestApp;
let builder: SignedInUser;
let tester: SignedInUser;
const created = new Date('2025-03-01T10:00:00.000Z');

beforeAll(async () => {
  t = await buildTestApp();
  [builder, tester] = await Promise.all([signUpAs(t.app, 'Builder'), signUpAs(t.app, 'Tester')]);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** A listing with one report per entry: answered that many hours later, or never (null). */
async function listingAnswered(answeredAfterHours: (number | null)[]) {
  const listing = await postListing(t.app, builder.cookie);
  if (answeredAfterHours.length > 0) {
    await insertReports(
      t.db,
      answeredAfterHours.map((hours, i) => ({
        listingId: listing.id,
        reporterId: tester.user.id,
        createdAt: hoursAfter(created, i),
        firstResponseAt: hours === null ? null : hoursAfter(created, i + hours),
      })),
    );
  }
  return listing;
}

describe('a listing’s feedback figures', () => {
  it('counts reports, the share answered and the median hours to a first answer', async () => {
    const listing = await listingAnswered([2, null, 6]);
    // Another listing's reports count for it alone.
    await listingAnswered([100, 100]);
    const response = await get(feedbackPaths.stats(listing.id));
    expect(response.statusCode).toBe(200);
    // 2 of 3 is 0.666..., rounded to two decimals; the median of 2 h and 6 h is their mean.
    expect(response.json()).toEqual({
      received: 3,
      acknowledgedShare: 0.67,
      medianFirstResponseHours: 4,
    });
  });

  it('rounds the median to one decimal of an hour and takes the middle of an odd count', async () => {
    const odd = await listingAnswered([1, 10, 2.5]);
    expect((await get(feedbackPaths.stats(odd.id))).json()).toMatchObject({
      acknowledgedShare: 1,
      medianFirstResponseHours: 2.5,
    });
    // 95 minutes are 1.583... hours.
    const minutes = await listingAnswered([90 / 60, 100 / 60]);
    expect((await get(feedbackPaths.stats(minutes.id))).json()).toMatchObject({
      medianFirstResponseHours: 1.6,
    });
  });

  it('says null where there is nothing to measure', async () => {
    const quiet = await listingAnswered([]);
    expect((await get(feedbackPaths.stats(quiet.id))).json()).toEqual({
      received: 0,
      acknowledgedShare: null,
      medianFirstResponseHours: null,
    });
    const unanswered = await listingAnswered([null, null]);
    expect((await get(feedbackPaths.stats(unanswered.id))).json()).toEqual({
      received: 2,
      acknowledgedShare: 0,
      medianFirstResponseHours: null,
    });
  });

  it('is public, and 404 for an unknown listing', async () => {
    const listing = await listingAnswered([1]);
    for (const cookie of [undefined, tester.cookie, builder.cookie]) {
      expect((await get(feedbackPaths.stats(listing.id), cookie)).json().received).toBe(1);
    }
    const missing = await get(feedbackPaths.stats(crypto.randomUUID()));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Software not found');
  });
});

describe('a tester’s feedback record', () => {
  it('counts their reports on every listing and those builders answered', async () => {
    const reporter = await signUpAs(t.app, 'Tester');
    const [first, second] = [await postListing(t.app, builder.cookie), await listingAnswered([])];
    await insertReports(t.db, [
      { listingId: first.id, reporterId: reporter.user.id, firstResponseAt: new Date() },
      { listingId: first.id, reporterId: reporter.user.id },
      { listingId: second.id, reporterId: reporter.user.id, firstResponseAt: new Date() },
      { listingId: second.id, reporterId: tester.user.id, firstResponseAt: new Date() },
    ]);
    const response = await get(feedbackPaths.testerRecord(reporter.user.id), builder.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ reports: 3, acknowledged: 2 });
    const own = await get(feedbackPaths.testerRecord(reporter.user.id), reporter.cookie);
    expect(own.json()).toEqual({ reports: 3, acknowledged: 2 });
  });

  it('is zero for someone who never reported', async () => {
    const response = await get(feedbackPaths.testerRecord(builder.user.id), tester.cookie);
    expect(response.json()).toEqual({ reports: 0, acknowledged: 0 });
  });

  it('needs a sign-in, and is 404 for an unknown user', async () => {
    expect((await get(feedbackPaths.testerRecord(tester.user.id))).statusCode).toBe(401);
    const missing = await get(feedbackPaths.testerRecord(crypto.randomUUID()), tester.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found');
  });
});
