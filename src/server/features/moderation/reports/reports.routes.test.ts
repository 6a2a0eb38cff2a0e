import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '@/server/db/schema/listings.ts';
import { abuseReports } from '@/server/db/schema/moderation.ts';
import { users } from '@/server/db/schema/users.ts';
import { type SettableClock, settableClock } from '@/server/lib/clock.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';
import { ALREADY_REPORTED_MESSAGE, REPORTS_PER_HOUR } from '@/shared/contracts/moderation-rules.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { type ChatParties, startChat } from '@/tests/factories/chat.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { fileReport } from '@/tests/factories/moderation.ts';
import { signUpAs } from '@/tests/factories/people.ts';
import { quickPeople } from '@/tests/factories/quick-people.ts';

let t: TestApp;
let clock: SettableClock;
let chat: ChatParties;
beforeAll(async () => {
  clock = settableClock(new Date());
  t = await buildTestApp({}, undefined, { clock });
  chat = await startChat(t.app);
}, 60_000);
afterAll(() => t.close());

/** A signed-in person of their own, with a fresh hour's budget of reports. */
const somebody = async () =>
  (await quickPeople(t.app, t.db, 'Tester', 1))[0] as { id: string; cookie: string };

const notFoundBody = {
  code: 'report_target_not_found',
  message: 'There is nothing of that kind to report',
};

describe('POST /api/reports', () => {
  it('refuses a signed-out caller with 401 and stores nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: moderationPaths.reports,
      payload: { targetType: 'listing', targetId: chat.listing.id, reason: 'spam' },
    });
    expect(response.statusCode).toBe(401);
    const stored = await t.db
      .select()
      .from(abuseReports)
      .where(eq(abuseReports.targetId, chat.listing.id));
    expect(stored).toEqual([]);
  });

  it('files a report of a listing, owned by its builder, and answers it as its reporter sees it', async () => {
    const reporter = await somebody();
    const response = await fileReport(t.app, reporter.cookie, {
      targetType: 'listing',
      targetId: chat.listing.id,
      reason: 'malware',
      details: '  The download is an installer for something else  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      targetType: 'listing',
      targetId: chat.listing.id,
      targetLabel: 'Chatty App',
      reason: 'malware',
      details: 'The download is an installer for something else',
      status: 'open',
      createdAt: clock.now().toISOString(),
      resolvedAt: null,
    });
    const [row] = await t.db
      .select()
      .from(abuseReports)
      .where(eq(abuseReports.id, response.json().id));
    expect(row).toMatchObject({ reporterId: reporter.id, ownerId: chat.builder.user.id });
  });

  it('refuses a second open report of the same thing with 409, even two sent at once', async () => {
    const reporter = await somebody();
    const report = () =>
      fileReport(t.app, reporter.cookie, { targetType: 'person', targetId: chat.builder.user.id });
    const answers = await Promise.all([report(), report()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const again = await report();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'already_reported', message: ALREADY_REPORTED_MESSAGE });
    const open = await t.db
      .select()
      .from(abuseReports)
      .where(and(eq(abuseReports.reporterId, reporter.id), eq(abuseReports.status, 'open')));
    expect(open).toHaveLength(1);
  });

  it('takes a new report once the earlier one was handled', async () => {
    const reporter = await somebody();
    const report = () =>
      fileReport(t.app, reporter.cookie, { targetType: 'listing', targetId: chat.listing.id });
    const first = await report();
    await t.db
      .update(abuseReports)
      .set({ status: 'dismissed', resolvedAt: new Date() })
      .where(eq(abuseReports.id, first.json().id));
    expect((await report()).statusCode).toBe(201);
  });

  it('refuses reporting oneself or one’s own listing with 400', async () => {
    for (const [targetType, targetId] of [
      ['person', chat.builder.user.id],
      ['listing', chat.listing.id],
    ] as const) {
      const response = await fileReport(t.app, chat.builder.cookie, { targetType, targetId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'cannot_report_self',
        message: 'You cannot report yourself or your own things',
      });
    }
  });

  it('answers 404 for a thing that does not exist, a hidden listing or a deleted person', async () => {
    const reporter = await somebody();
    const builder = await signUpAs(t.app, 'Builder');
    const hidden = await postListing(t.app, builder.cookie, { name: 'Hidden Harbor' });
    await t.db.update(listings).set({ hiddenAt: new Date() }).where(eq(listings.id, hidden.id));
    const [gone] = await quickPeople(t.app, t.db, 'Tester', 1);
    await t.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, gone?.id as string));
    for (const [targetType, targetId] of [
      ['listing', '00000000-0000-4000-8000-000000000000'],
      ['message', chat.listing.id],
      ['listing', hidden.id],
      ['person', gone?.id as string],
    ] as const) {
      const response = await fileReport(t.app, reporter.cookie, { targetType, targetId });
      expect(response.statusCode, `${targetType} ${targetId}`).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
  });

  it('refuses a reason outside the list and details over the limit with 400', async () => {
    const reporter = await somebody();
    const wrongReason = await t.app.inject({
      method: 'POST',
      url: moderationPaths.reports,
      headers: { cookie: reporter.cookie },
      payload: { targetType: 'listing', targetId: chat.listing.id, reason: 'boring' },
    });
    expect(wrongReason.statusCode).toBe(400);
    expect(wrongReason.json().errors).toEqual({ reason: 'Choose a reason' });
    const long = await fileReport(t.app, reporter.cookie, {
      targetType: 'listing',
      targetId: chat.listing.id,
      details: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ details: 'Keep it to 1,000 characters' });
  });

  it(`takes ${REPORTS_PER_HOUR} reports an hour from one person, then 429 with Retry-After`, async () => {
    const reporter = await somebody();
    const targets = await quickPeople(t.app, t.db, 'Builder', REPORTS_PER_HOUR + 1);
    for (const target of targets.slice(0, REPORTS_PER_HOUR)) {
      const response = await fileReport(t.app, reporter.cookie, {
        targetType: 'person',
        targetId: target.id,
      });
      expect(response.statusCode).toBe(201);
    }
    const last = targets.at(-1)?.id as string;
    const refused = await fileReport(t.app, reporter.cookie, {
      targetType: 'person',
      targetId: last,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many reports; try again in 1 hour',
    });
    expect(Number(refused.headers['retry-after'])).toBe(3600);
    // Someone else's budget is their own.
    const other = await somebody();
    expect(
      (await fileReport(t.app, other.cookie, { targetType: 'person', targetId: last })).statusCode,
    ).toBe(201);
    await clock.set(new Date(clock.now().getTime() + 3_600_000));
    const later = await fileReport(t.app, reporter.cookie, {
      targetType: 'person',
      targetId: last,
    });
    expect(later.statusCode).toBe(201);
  });
});

describe('GET /api/reports/mine', () => {
  it('refuses a signed-out caller with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: moderationPaths.myReports });
    expect(response.statusCode).toBe(401);
  });

  it('lists only the caller’s reports, newest first, naming what is still shown', async () => {
    const reporter = await somebody();
    const builder = await signUpAs(t.app, 'Builder');
    const listing = await postListing(t.app, builder.cookie, { name: 'Soon Hidden' });
    const first = await fileReport(t.app, reporter.cookie, {
      targetType: 'listing',
      targetId: listing.id,
    });
    await clock.set(new Date(clock.now().getTime() + 60_000));
    const second = await fileReport(t.app, reporter.cookie, {
      targetType: 'person',
      targetId: builder.user.id,
      reason: 'other',
    });
    await fileReport(t.app, (await somebody()).cookie, {
      targetType: 'listing',
      targetId: listing.id,
    });
    const resolvedAt = new Date(clock.now().getTime() + 1000);
    await t.db.update(listings).set({ hiddenAt: resolvedAt }).where(eq(listings.id, listing.id));
    await t.db
      .update(abuseReports)
      .set({ status: 'actioned', resolvedAt })
      .where(eq(abuseReports.id, first.json().id));

    const response = await t.app.inject({
      method: 'GET',
      url: moderationPaths.myReports,
      headers: { cookie: reporter.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { ...second.json(), targetLabel: 'Test User' },
      {
        ...first.json(),
        targetLabel: null,
        status: 'actioned',
        resolvedAt: resolvedAt.toISOString(),
      },
    ]);
  });
});
