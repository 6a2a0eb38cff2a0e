import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '@/server/db/schema/listings.ts';
import { abuseReports } from '@/server/db/schema/moderation.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { insertAbuseReports, insertListingHide } from '@/tests/factories/moderation.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { quickPeople } from '@/tests/factories/quick-people.ts';

let t: TestApp;
let admin: SignedInUser;
let builder: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, builder] = await Promise.all([signUpAs(t.app, 'Admin'), signUpAs(t.app, 'Builder')]);
}, 60_000);
afterAll(() => t.close());

const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 12, minutes));

const listCases = (sort?: string, cookie = admin.cookie) =>
  t.app.inject({
    method: 'GET',
    url: `${moderationPaths.cases}${sort ? `?sort=${sort}` : ''}`,
    headers: { cookie },
  });

describe('GET /api/admin/moderation/cases', () => {
  it('is for admins only: 401 signed out, 403 for a Builder or a Tester', async () => {
    const tester = await signUpAs(t.app, 'Tester');
    expect((await t.app.inject({ method: 'GET', url: moderationPaths.cases })).statusCode).toBe(
      401,
    );
    for (const person of [builder, tester]) {
      const response = await listCases('newest', person.cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('wrong_role');
    }
  });

  it('groups open reports by thing, sorted newest or most reported, with appeals waiting', async () => {
    const [reporterA, reporterB, reporterC, person] = await quickPeople(t.app, t.db, 'Tester', 4);
    const posted: Listing[] = [];
    // One at a time: uploads are limited in how many run at once.
    for (const name of ['Spammy', 'Quiet', 'Appealed', 'Rejected', 'Shown again']) {
      posted.push(await postListing(t.app, builder.cookie, { name }));
    }
    const [spam, quiet, appealed, rejected, shownAgain] = posted;
    const ids = (list: { id: string } | undefined) => list?.id as string;
    await insertAbuseReports(t.db, [
      // Three on the spammy listing, the latest at 10.
      {
        targetType: 'listing',
        targetId: ids(spam),
        reporterId: ids(reporterA),
        ownerId: builder.user.id,
        createdAt: at(1),
      },
      {
        targetType: 'listing',
        targetId: ids(spam),
        reporterId: ids(reporterB),
        ownerId: builder.user.id,
        reason: 'malware',
        createdAt: at(10),
      },
      {
        targetType: 'listing',
        targetId: ids(spam),
        reporterId: ids(reporterC),
        ownerId: builder.user.id,
        createdAt: at(5),
      },
      // One on the person, the latest of all; a dismissed one on the quiet listing is no case.
      {
        targetType: 'person',
        targetId: ids(person),
        reporterId: ids(reporterA),
        ownerId: ids(person),
        reason: 'harassment',
        createdAt: at(20),
      },
      {
        targetType: 'listing',
        targetId: ids(quiet),
        reporterId: ids(reporterA),
        ownerId: builder.user.id,
        status: 'dismissed',
        createdAt: at(30),
      },
    ]);
    const hiddenAt = at(2);
    await t.db
      .update(listings)
      .set({ hiddenAt })
      .where(eq(listings.id, ids(appealed)));
    await t.db
      .update(listings)
      .set({ hiddenAt })
      .where(eq(listings.id, ids(rejected)));
    await insertListingHide(t.db, {
      listingId: ids(appealed),
      hiddenAt,
      appeal: 'It is fixed',
      appealedAt: at(15),
    });
    await insertListingHide(t.db, {
      listingId: ids(rejected),
      hiddenAt,
      appeal: 'Please',
      appealedAt: at(16),
      appealRejectedAt: at(17),
    });
    // Shown again: its hide row lingers, but the listing is no longer hidden.
    await insertListingHide(t.db, {
      listingId: ids(shownAgain),
      hiddenAt,
      appeal: 'Please',
      appealedAt: at(18),
    });

    const newest = await listCases('newest');
    expect(newest.statusCode).toBe(200);
    expect(newest.json()).toEqual([
      {
        targetType: 'person',
        targetId: ids(person),
        targetLabel: 'Tester 4 Quick',
        owner: { id: ids(person), firstName: 'Tester 4', lastName: 'Quick', email: null },
        openReports: 1,
        reasons: ['harassment'],
        latestReportAt: at(20).toISOString(),
        appealedAt: null,
      },
      {
        targetType: 'listing',
        targetId: ids(appealed),
        targetLabel: 'Appealed',
        owner: {
          id: builder.user.id,
          firstName: builder.user.firstName,
          lastName: builder.user.lastName,
          email: builder.user.email,
        },
        openReports: 0,
        reasons: [],
        latestReportAt: null,
        appealedAt: at(15).toISOString(),
      },
      expect.objectContaining({
        targetId: ids(spam),
        targetLabel: 'Spammy',
        openReports: 3,
        reasons: ['spam', 'malware'],
        latestReportAt: at(10).toISOString(),
      }),
    ]);

    const most = await listCases('most');
    expect(most.json().map((row: { targetLabel: string }) => row.targetLabel)).toEqual([
      'Spammy',
      'Tester 4 Quick',
      'Appealed',
    ]);
    // Newest is the default.
    expect((await listCases()).json()).toEqual(newest.json());
  });

  it('refuses a sort it does not know with 400', async () => {
    const response = await listCases('oldest');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
  });

  it('still lists a thing that is gone, with no label, while reports on it are open', async () => {
    const [reporter] = await quickPeople(t.app, t.db, 'Tester', 1);
    const listing = await postListing(t.app, builder.cookie, { name: 'Deleted soon' });
    await insertAbuseReports(t.db, [
      {
        targetType: 'listing',
        targetId: listing.id,
        reporterId: reporter?.id,
        ownerId: builder.user.id,
        createdAt: at(50),
      },
    ]);
    await t.db.delete(listings).where(eq(listings.id, listing.id));
    const row = (await listCases()).json()[0];
    expect(row).toMatchObject({ targetId: listing.id, targetLabel: null, openReports: 1 });
    await t.db.delete(abuseReports).where(eq(abuseReports.targetId, listing.id));
  });
});
