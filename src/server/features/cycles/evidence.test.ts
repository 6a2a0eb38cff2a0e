import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cycleCheckIns, cycleOptIns, testCycles } from '@/server/db/schema/cycles.ts';
import { STORE_DECIDES_NOTICE } from '@/shared/contracts/cycle-evidence.ts';
import { type CycleCaller, setUpCycleFixtures } from '@/tests/factories/cycles.ts';
import { insertReport } from '@/tests/factories/feedback.ts';
import { spellDate } from './evidence-answers.ts';

/*
 * The evidence pack of a small cycle, four days old: two testers, five check-ins, two reports
 * filed during it (and one before), a build fixing two of them, one fix confirmed by its reporter.
 */
const { fx, beta, call, startCycle, todayUtc } = setUpCycleFixtures();
const day = (n: number) => todayUtc(n - 4);
const at = (n: number, time = '12:00:00') => new Date(`${day(n)}T${time}Z`);

async function smallCycle() {
  const listing = await beta('Evidence Harbor');
  const cycle = await startCycle(listing, {
    kind: 'Custom',
    testersRequired: 2,
    lengthDays: 4,
    startDate: todayUtc(),
  });
  // Started three days ago: the API takes only today or later, so the row is moved back.
  await fx.t.db
    .update(testCycles)
    .set({ startDate: day(1) })
    .where(eq(testCycles.id, cycle.id));
  for (const tester of ['accepted', 'accepted2'] as const)
    await fx.t.db.insert(cycleOptIns).values({
      cycleId: cycle.id,
      testerId: fx.ids[tester],
      storeEmail: `${tester}@gmail.com`,
      optedInOn: day(1),
    });
  const checkIns: [CycleCaller, number, string | null][] = [
    ['accepted', 1, 'Works on my Pixel'],
    ['accepted', 2, null],
    ['accepted', 3, '=HYPERLINK("http://evil.example")'],
    ['accepted2', 1, null],
    ['accepted2', 3, null],
  ];
  await fx.t.db.insert(cycleCheckIns).values(
    checkIns.map(([tester, n, note]) => ({
      cycleId: cycle.id,
      testerId: fx.ids[tester],
      checkedInOn: day(n),
      note,
      createdAt: at(n, tester === 'accepted' ? '09:00:00' : '10:00:00'),
    })),
  );
  const report = (tester: CycleCaller, title: string, n: number, kind: 'Bug' | 'Idea' = 'Bug') =>
    insertReport(fx.t.db, {
      listingId: listing.id,
      reporterId: fx.ids[tester],
      title,
      kind,
      createdAt: at(n),
    });
  const crash = await report('accepted', 'Export crashes', 2);
  await report('accepted2', 'Dark mode please', 3, 'Idea');
  const before = await report('accepted2', 'Filed before the cycle', 0);
  const build = await call('POST', `/api/cycles/${cycle.id}/builds`, 'builder', {
    version: '1.1.0',
    notes: 'Export fixed.',
    fixes: [crash, before],
  });
  expect(build.statusCode, build.body).toBe(201);
  const verified = await call('PATCH', `/api/feedback/${crash}`, 'accepted', {
    status: 'Verified',
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return { listing, cycle, crash };
}

describe('the evidence pack', () => {
  it('holds the cycle, the board, every check-in, the reports filed during it and the builds', async () => {
    const { listing, cycle, crash } = await smallCycle();
    const response = await call('GET', `/api/cycles/${cycle.id}/evidence`, 'builder');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const pack = response.json();
    expect(pack).toMatchObject({
      notice: STORE_DECIDES_NOTICE,
      listing: { id: listing.id, name: 'Evidence Harbor' },
      cycle: { id: cycle.id, kind: 'Custom', startDate: day(1), status: 'Running' },
    });
    expect(pack.board.testers.map((t: { testerId: string }) => t.testerId)).toEqual([
      fx.ids.accepted,
      fx.ids.accepted2,
    ]);
    expect(pack.checkIns.map((c: { day: number; note: string | null }) => [c.day, c.note])).toEqual(
      [
        [1, 'Works on my Pixel'],
        [1, null],
        [2, null],
        [3, '=HYPERLINK("http://evil.example")'],
        [3, null],
      ],
    );
    expect(pack.reports).toEqual([
      expect.objectContaining({
        id: crash,
        title: 'Export crashes',
        status: 'Verified',
        reporter: 'Tester 1 Quick',
        fixedIn: '1.1.0',
        verified: true,
      }),
      expect.objectContaining({ title: 'Dark mode please', kind: 'Idea', fixedIn: null }),
    ]);
    expect(pack.builds).toEqual([
      expect.objectContaining({ version: '1.1.0', day: 4, notes: 'Export fixed.' }),
    ]);
    expect(pack.answers).toEqual({
      whoTested: `2 testers opted in to the test of Evidence Harbor, which has run since ${spellDate(day(1))} (4 days so far). 2 of them were opted in on every one of the last 4 days; the cycle asked for 2 testers opted in for 4 days in a row. The same 2 testers were opted in together on 4 days in a row, reaching 4 days on ${spellDate(day(4))}. No tester left during the cycle.`,
      howEngaged:
        'Testers checked in, saying they used the app that day, on 5 of their 6 opted-in days (83%). 2 check-ins came with a note and 0 with screenshots. 1 of the 2 testers checked in on every day they were opted in. They also filed 2 reports on the app during the cycle.',
      feedbackReceived:
        'Testers filed 2 reports during the cycle: 1 bug report and 1 idea. 1 of them is fixed (1 confirmed by the tester who reported it), 1 still open and 0 closed without a fix. The main ones: “Export crashes” (bug, fixed in 1.1.0 and confirmed by its reporter); “Dark mode please” (idea, still open).',
      whatChanged:
        'The builder posted 1 build update to the testers, announced to them with its notes: 1.1.0 on day 4, fixing 2 reports. Together they fixed 2 reports from testers; the testers who filed 1 of them confirmed the fix works.',
    });
  });

  it('downloads as one CSV that opens with the notice and defuses formulas', async () => {
    const { cycle } = await smallCycle();
    const response = await call('GET', `/api/cycles/${cycle.id}/evidence.csv`, 'builder');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="evidence-harbor-evidence-${day(1)}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(`\uFEFF${STORE_DECIDES_NOTICE}`);
    expect(response.body).toContain(
      `Tester 1 Quick,${day(3)},3,"'=HYPERLINK(""http://evil.example"")",no`,
    );
    expect(lines).toContain(
      `1.1.0,${day(4)},4,Export fixed.,Filed before the cycle; Export crashes`,
    );
  });

  it('gives a scheduled cycle a pack with nothing in it yet', async () => {
    const cycle = await startCycle(await beta('Later Harbor'), { startDate: todayUtc(3) });
    const response = await call('GET', `/api/cycles/${cycle.id}/evidence`, 'builder');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      cycle: { status: 'Scheduled' },
      checkIns: [],
      reports: [],
      builds: [],
      answers: {
        whoTested: `The Google Play closed test of Later Harbor starts on ${spellDate(todayUtc(3))}; no tester has taken part yet.`,
      },
    });
  });

  it.each([
    ['anon', 401, 'unauthorized'],
    ['accepted', 403, 'wrong_role'],
    ['admin', 403, 'wrong_role'],
    ['otherBuilder', 404, 'cycle_not_found'],
  ] as [CycleCaller, number, string][])('refuses %s', async (caller, status, code) => {
    const cycle = await startCycle(await beta());
    for (const url of [
      `/api/cycles/${cycle.id}/evidence`,
      `/api/cycles/${cycle.id}/evidence.csv`,
    ]) {
      const response = await call('GET', url, caller);
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
    }
  });
});
