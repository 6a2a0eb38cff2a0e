import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-dates.ts';
import { continuousOptIn, requirementProgress, testerStanding } from './cycle-attendance.ts';
import type { CycleCalendar, OptInPeriod, TesterDays } from './cycle-day-types.ts';

const at = (iso: string) => new Date(iso);
const justBefore = (iso: string) => new Date(new Date(iso).getTime() - 1);

// 25 March to 7 April 2024; Berlin springs forward on Sunday the 31st.
const berlin: CycleCalendar = {
  timeZone: 'Europe/Berlin',
  startDate: '2024-03-25',
  lengthDays: 14,
  extensionDays: 0,
};

const tester = (optedInOn: string, checkedIn: string[], leftOn: string | null = null) =>
  ({ optedInOn, leftOn, checkedInOn: new Set(checkedIn) }) satisfies TesterDays;
const firstFiveDays = ['2024-03-25', '2024-03-26', '2024-03-27', '2024-03-28', '2024-03-29'];

describe('testerStanding', () => {
  it('counts a streak through today, or through yesterday while today is open', () => {
    expect(
      testerStanding(berlin, tester('2024-03-25', firstFiveDays), at('2024-03-29T12:00:00Z')),
    ).toEqual({
      streak: 5,
      checkedInToday: true,
      missedInARow: 0,
      missedYesterday: false,
      missedLastTwoDays: false,
    });
    const notYetToday = tester('2024-03-25', firstFiveDays.slice(0, 4));
    expect(testerStanding(berlin, notYetToday, at('2024-03-29T12:00:00Z'))).toMatchObject({
      streak: 4,
      checkedInToday: false,
      missedInARow: 0,
    });
  });

  it("counts a missed day once the cycle zone's midnight has passed", () => {
    const quiet = tester('2024-03-25', firstFiveDays);
    // 23:59:59.999 on Sunday the 31st in Berlin, 21:59 in UTC, Monday morning in Auckland.
    expect(testerStanding(berlin, quiet, justBefore('2024-03-31T22:00:00Z'))).toEqual({
      streak: 0,
      checkedInToday: false,
      missedInARow: 1,
      missedYesterday: true,
      missedLastTwoDays: false,
    });
    expect(testerStanding(berlin, quiet, at('2024-03-31T22:00:00Z'))).toMatchObject({
      missedInARow: 2,
      missedYesterday: true,
      missedLastTwoDays: true,
    });
  });

  it('expects check-ins only on the days a tester was opted in', () => {
    // The day they opt in counts; the day they leave does not.
    const lateJoiner = tester('2024-03-30', []);
    expect(testerStanding(berlin, lateJoiner, at('2024-03-31T12:00:00Z'))).toMatchObject({
      missedInARow: 1,
    });
    expect(testerStanding(berlin, lateJoiner, at('2024-04-01T12:00:00Z'))).toMatchObject({
      missedInARow: 2,
    });
    const leaver = tester('2024-03-25', ['2024-03-25'], '2024-03-27');
    expect(testerStanding(berlin, leaver, at('2024-03-30T12:00:00Z'))).toMatchObject({
      streak: 0,
      missedInARow: 0,
    });
  });

  it('expects nothing before the cycle starts or after it ends', () => {
    const early = tester('2024-03-20', []);
    expect(testerStanding(berlin, early, at('2024-03-24T12:00:00Z'))).toMatchObject({
      streak: 0,
      missedInARow: 0,
    });
    expect(testerStanding(berlin, early, at('2024-03-25T12:00:00Z'))).toMatchObject({
      missedInARow: 0,
    });
    const finisher = tester('2024-03-25', ['2024-04-05', '2024-04-06', '2024-04-07']);
    expect(testerStanding(berlin, finisher, at('2024-04-10T12:00:00Z'))).toEqual({
      streak: 3,
      checkedInToday: false,
      missedInARow: 0,
      missedYesterday: false,
      missedLastTwoDays: false,
    });
  });
});

/** Testers opted in on every day from `from`, and still in, each with one period. */
const stayers = (count: number, from: string): OptInPeriod[][] =>
  Array.from({ length: count }, () => [{ optedInOn: from, leftOn: null }]);

/** How many testers are opted in at the end of `date`: the weak, per-day count. */
const optedInCount = (testers: OptInPeriod[][], date: string) =>
  testers.filter((periods) =>
    periods.some((p) => p.optedInOn <= date && (p.leftOn === null || date < p.leftOn)),
  ).length;

describe('continuousOptIn', () => {
  it("restarts a tester's run when they leave and rejoin, not when they rejoin the same day", () => {
    const rejoined = [
      { optedInOn: '2024-03-25', leftOn: '2024-03-28' },
      { optedInOn: '2024-03-29', leftOn: null },
    ];
    const sameDay = [
      { optedInOn: '2024-03-25', leftOn: '2024-03-28' },
      { optedInOn: '2024-03-28', leftOn: null },
    ];
    const left = [{ optedInOn: '2024-03-25', leftOn: '2024-04-02' }];
    expect(
      continuousOptIn([rejoined, sameDay, left], '2024-04-02', {
        daysRequired: 5,
        testersRequired: 2,
      }),
    ).toEqual({ runs: [5, 9, 0], optedIn: 2, testersContinuous: 2, metOn: '2024-04-02' });
    expect(
      continuousOptIn([rejoined, sameDay], '2024-04-02', {
        daysRequired: 14,
        testersRequired: 2,
        countFrom: '2024-03-27',
      }),
    ).toEqual({ runs: [5, 7], optedIn: 2, testersContinuous: 0, metOn: '2024-04-11' });
  });
});

describe('requirementProgress, read strictly', () => {
  it('refuses 12 different testers a day when no 12 stayed all 14 days', () => {
    // 13 testers; tester i leaves on day i + 2 and is back the next day, so on every day at
    // least 12 are opted in, yet no one has been opted in all 14 days.
    const rotating: OptInPeriod[][] = Array.from({ length: 13 }, (_, i) => [
      { optedInOn: '2024-03-25', leftOn: addDays('2024-03-25', i + 1) },
      { optedInOn: addDays('2024-03-25', i + 2), leftOn: null },
    ]);
    for (let day = 0; day < 14; day += 1) {
      expect(optedInCount(rotating, addDays('2024-03-25', day))).toBeGreaterThanOrEqual(12);
    }
    expect(requirementProgress(berlin, rotating, 12, at('2024-04-10T12:00:00Z'))).toEqual({
      daysInARow: 1,
      optedIn: 12,
      testersContinuous: 0,
      outlook: { kind: 'not-met' },
    });
  });

  it("meets it with exactly 12 testers in all 14 days, at midnight in Berlin's summer time", () => {
    const twelve = [...stayers(12, '2024-03-25'), ...stayers(1, '2024-03-30')];
    // 23:59:59.999 on Saturday 6 April in Berlin (UTC+2 since the 31st): day 13.
    expect(requirementProgress(berlin, twelve, 12, justBefore('2024-04-06T22:00:00Z'))).toEqual({
      daysInARow: 13,
      optedIn: 13,
      testersContinuous: 0,
      outlook: { kind: 'on-course', metOn: '2024-04-07', withinCycle: true },
    });
    expect(requirementProgress(berlin, twelve, 12, at('2024-04-06T22:00:00Z'))).toEqual({
      daysInARow: 14,
      optedIn: 13,
      testersContinuous: 12,
      outlook: { kind: 'met', metOn: '2024-04-07' },
    });
    expect(requirementProgress(berlin, twelve, 13, at('2024-04-06T22:00:00Z'))).toMatchObject({
      daysInARow: 9,
      outlook: { kind: 'on-course', metOn: '2024-04-12', withinCycle: false },
    });
    expect(
      requirementProgress(berlin, stayers(11, '2024-03-25'), 12, at('2024-04-06T22:00:00Z')),
    ).toMatchObject({ daysInARow: 0, outlook: { kind: 'short', testersMissing: 1 } });
  });

  it('moves the date when a tester drops on day 10', () => {
    const extended = { ...berlin, extensionDays: 7 };
    const spare = stayers(1, '2024-03-27');
    const dropper: OptInPeriod[] = [{ optedInOn: '2024-03-25', leftOn: '2024-04-03' }];
    const testers = [...stayers(11, '2024-03-25'), dropper, ...spare];
    // Day 9, Tuesday 2 April: all 12 first testers still in.
    expect(requirementProgress(extended, testers, 12, at('2024-04-02T12:00:00Z'))).toMatchObject({
      daysInARow: 9,
      outlook: { kind: 'on-course', metOn: '2024-04-07', withinCycle: true },
    });
    // Day 10: one dropped, so the spare who joined on day 3 is the twelfth.
    expect(requirementProgress(extended, testers, 12, at('2024-04-03T12:00:00Z'))).toEqual({
      daysInARow: 8,
      optedIn: 12,
      testersContinuous: 0,
      outlook: { kind: 'on-course', metOn: '2024-04-09', withinCycle: true },
    });
    // Without the spare, short by one; a replacement on day 10 starts the 14 days again.
    const noSpare = testers.slice(0, 12);
    expect(requirementProgress(extended, noSpare, 12, at('2024-04-03T12:00:00Z'))).toMatchObject({
      outlook: { kind: 'short', testersMissing: 1 },
    });
    const replaced = [...noSpare, ...stayers(1, '2024-04-03')];
    expect(requirementProgress(extended, replaced, 12, at('2024-04-03T12:00:00Z'))).toMatchObject({
      daysInARow: 1,
      outlook: { kind: 'on-course', metOn: '2024-04-16', withinCycle: false },
    });
  });

  it('counts testers who opted in before the start from day 1, and judges an ended cycle', () => {
    const early = stayers(2, '2024-03-20');
    expect(requirementProgress(berlin, early, 2, at('2024-03-24T12:00:00Z'))).toEqual({
      daysInARow: 0,
      optedIn: 2,
      testersContinuous: 0,
      outlook: { kind: 'on-course', metOn: '2024-04-07', withinCycle: true },
    });
    expect(requirementProgress(berlin, early, 2, at('2024-03-25T12:00:00Z'))).toMatchObject({
      daysInARow: 1,
    });
    expect(requirementProgress(berlin, early, 2, at('2024-05-01T12:00:00Z'))).toEqual({
      daysInARow: 14,
      optedIn: 2,
      testersContinuous: 2,
      outlook: { kind: 'met', metOn: '2024-04-07' },
    });
  });
});
