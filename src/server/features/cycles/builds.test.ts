import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cycleBuilds } from '@/server/db/schema/cycles.ts';
import { feedback } from '@/server/db/schema/feedback.ts';
import { notifications } from '@/server/db/schema/notifications.ts';
import { createBuildBodySchema } from '@/shared/contracts/cycle-builds.ts';
import { createCycleBodySchema } from '@/shared/contracts/cycles.ts';
import type { NotificationType } from '@/shared/contracts/notifications.ts';
import { type CycleCaller, setUpCycleFixtures } from '@/tests/factories/cycles.ts';
import { insertReport } from '@/tests/factories/feedback.ts';
import { postBuild } from './builds.service.ts';
import { createCycle } from './cycles.service.ts';

/*
 * Posting a build update: the reports it names move to Fixed through feedback's own status change
 * (timeline, the reporter asked to verify, the live event), testers are told to update, and a
 * refusal writes nothing.
 */
const { fx, beta, call, startCycle } = setUpCycleFixtures();
const buildsOf = (cycleId: string) => `/api/cycles/${cycleId}/builds`;

async function cycleWithReports(name = 'Build Harbor') {
  const listing = await beta(name);
  const cycle = await startCycle(listing);
  const report = (reporter: CycleCaller, title: string) =>
    insertReport(fx.t.db, { listingId: listing.id, reporterId: fx.ids[reporter], title });
  return { listing, cycle, report };
}

const statusOf = async (id: string) =>
  (await fx.t.db.select({ status: feedback.status }).from(feedback).where(eq(feedback.id, id)))[0]
    ?.status;

const noticesOf = (caller: CycleCaller, type: NotificationType) =>
  fx.t.db
    .select({
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      inApp: notifications.inApp,
      mailStatus: notifications.mailStatus,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, fx.ids[caller]), eq(notifications.type, type)));

describe('posting a build update', () => {
  it('moves the reports it fixes to Fixed, asks their reporters to verify, and tells testers to update', async () => {
    const { listing, cycle, report } = await cycleWithReports('Tide Tables');
    const crash = await report('accepted', 'Export crashes');
    const typo = await report('accepted2', 'Typo on the start screen');
    const response = await call('POST', buildsOf(cycle.id), 'builder', {
      version: '1.4.2',
      notes: 'Fixes the export crash on long sheets.\nAnd a typo.',
      fixes: [crash, typo],
    });
    expect(response.statusCode, response.body).toBe(201);
    const build = response.json();
    expect(build).toMatchObject({ cycleId: cycle.id, version: '1.4.2', day: 1 });
    expect(build.fixes).toEqual([
      { feedbackId: crash, title: 'Export crashes', status: 'Fixed' },
      { feedbackId: typo, title: 'Typo on the start screen', status: 'Fixed' },
    ]);
    const detail = await call('GET', `/api/feedback/${crash}`, 'accepted');
    expect(detail.json().timeline.at(-1)).toMatchObject({
      kind: 'status',
      status: 'Fixed',
      body: 'Fixed in build 1.4.2',
      actor: { id: fx.ids.builder },
    });
    expect(await noticesOf('accepted', 'report_updated')).toContainEqual(
      expect.objectContaining({
        title: '“Export crashes” is fixed in build 1.4.2',
        body: expect.stringContaining('confirm it or reopen the report'),
        link: `/feedback/${crash}`,
      }),
    );
    for (const tester of ['accepted', 'accepted2'] as const) {
      expect(await noticesOf(tester, 'build_posted')).toContainEqual({
        title: 'Tide Tables 1.4.2 is out: update to test it',
        body: 'Fixes the export crash on long sheets.',
        link: '/my-demos',
        inApp: true,
        mailStatus: 'pending',
      });
    }
    for (const waiting of ['interested', 'waitlisted', 'declined', 'outsider'] as const)
      expect(await noticesOf(waiting, 'build_posted')).toEqual([]);
    expect(fx.events).toEqual(
      expect.arrayContaining([
        { type: 'feedback_changed', feedbackId: crash, reporterId: fx.ids.accepted },
        { type: 'feedback_changed', feedbackId: typo, reporterId: fx.ids.accepted2 },
        { type: 'cycle_changed', cycleId: cycle.id, listingId: listing.id },
      ]),
    );
  });

  it('leaves reports already Fixed or Verified as they are, with no new entry or notice', async () => {
    const { cycle, report } = await cycleWithReports();
    const verified = await report('accepted', 'Already verified');
    await fx.t.db.update(feedback).set({ status: 'Verified' }).where(eq(feedback.id, verified));
    const before = (await call('GET', `/api/feedback/${verified}`, 'accepted')).json().timeline;
    const response = await call('POST', buildsOf(cycle.id), 'builder', {
      version: '2.0.0-verified',
      fixes: [verified],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().fixes).toEqual([
      { feedbackId: verified, title: 'Already verified', status: 'Verified' },
    ]);
    const after = (await call('GET', `/api/feedback/${verified}`, 'accepted')).json().timeline;
    expect(after).toEqual(before);
    expect(fx.events.filter((event) => event.type === 'feedback_changed')).toEqual([]);
  });

  it('mails the news only to testers whose choices allow it', async () => {
    const { cycle } = await cycleWithReports();
    const choose = (email: boolean) =>
      call('PUT', '/api/notifications/preferences', 'accepted2', {
        preferences: [{ type: 'build_posted', inApp: true, email }],
      });
    expect((await choose(false)).statusCode).toBe(200);
    try {
      const response = await call('POST', buildsOf(cycle.id), 'builder', {
        version: '3.0-app-only',
        notes: '',
      });
      expect(response.statusCode).toBe(201);
      const notices = await noticesOf('accepted2', 'build_posted');
      expect(notices).toContainEqual(
        expect.objectContaining({ title: expect.stringContaining('3.0-app-only'), body: null }),
      );
      const mine = notices.find((notice) => notice.title.includes('3.0-app-only'));
      expect(mine).toMatchObject({ inApp: true, mailStatus: null });
      const other = (await noticesOf('accepted', 'build_posted')).find((notice) =>
        notice.title.includes('3.0-app-only'),
      );
      expect(other).toMatchObject({ inApp: true, mailStatus: 'pending' });
    } finally {
      await choose(true);
    }
  });
});

describe('the date a build is posted on', () => {
  it('is today in the cycle’s zone, not in UTC', async () => {
    const listing = await beta();
    // 00:30 on 5 April in Auckland, still the 4th in UTC.
    const now = new Date('2026-04-04T11:30:00Z');
    const services = fx.t.app.services;
    const cycle = await createCycle(
      services,
      fx.ids.builder,
      listing.id,
      createCycleBodySchema.parse({
        kind: 'Custom',
        testersRequired: 1,
        lengthDays: 2,
        timeZone: 'Pacific/Auckland',
        startDate: '2026-04-05',
      }),
      now,
    );
    const body = createBuildBodySchema.parse({ version: '0.9.0' });
    const build = await postBuild(services, fx.ids.builder, cycle.id, body, now);
    expect(build).toMatchObject({ postedOn: '2026-04-05', day: 1 });
  });
});

describe('a build update refused', () => {
  it('names a report of another listing and writes nothing', async () => {
    const { cycle, report } = await cycleWithReports();
    const own = await report('accepted', 'Ours');
    const elsewhere = await beta('Elsewhere Harbor');
    const foreign = await insertReport(fx.t.db, {
      listingId: elsewhere.id,
      reporterId: fx.ids.accepted,
    });
    fx.events.length = 0;
    const response = await call('POST', buildsOf(cycle.id), 'builder', {
      version: '9.9.9',
      fixes: [own, foreign],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'report_not_on_listing' });
    expect(response.json().errors.fixes).toContain(foreign);
    expect(response.json().errors.fixes).not.toContain(own);
    expect(await statusOf(own)).toBe('New');
    expect(
      await fx.t.db.select().from(cycleBuilds).where(eq(cycleBuilds.cycleId, cycle.id)),
    ).toEqual([]);
    expect(fx.events).toEqual([]);
    expect(
      (await noticesOf('accepted2', 'build_posted')).filter((n) => n.title.includes('9.9.9')),
    ).toEqual([]);
  });

  it('refuses a report closed as Won’t fix, saying how to go on', async () => {
    const { cycle, report } = await cycleWithReports();
    const closed = await report('accepted', 'Dark mode');
    await fx.t.db.update(feedback).set({ status: 'WontFix' }).where(eq(feedback.id, closed));
    const response = await call('POST', buildsOf(cycle.id), 'builder', {
      version: '1.0.1',
      fixes: [closed],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: {
        fixes:
          'Change the status of “Dark mode” (Won’t fix) on the feedback board first: a build fixes only reports still open',
      },
    });
    expect(await statusOf(closed)).toBe('WontFix');
  });

  it('refuses an ended cycle', async () => {
    const { cycle, report } = await cycleWithReports();
    const open = await report('accepted', 'Still open');
    await call('PATCH', `/api/cycles/${cycle.id}`, 'builder', { end: true });
    const response = await call('POST', buildsOf(cycle.id), 'builder', {
      version: '1.0.2',
      fixes: [open],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('cycle_ended');
    expect(await statusOf(open)).toBe('New');
  });

  it.each([
    ['anon', 401, 'unauthorized'],
    ['accepted', 403, 'wrong_role'],
    ['admin', 403, 'wrong_role'],
    ['otherBuilder', 404, 'cycle_not_found'],
  ] as [CycleCaller, number, string][])(
    'refuses %s, and nothing moves',
    async (caller, status, code) => {
      const { cycle, report } = await cycleWithReports();
      const open = await report('accepted', 'Untouched');
      const response = await call('POST', buildsOf(cycle.id), caller, {
        version: '1.0.3',
        fixes: [open],
      });
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
      expect(await statusOf(open)).toBe('New');
    },
  );
});
