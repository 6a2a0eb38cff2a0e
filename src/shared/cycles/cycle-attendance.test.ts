import { describe, expect, it } from 'vitest';
import { requirementProgress, testerStanding } from './cycle-attendance.ts';
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

describe('requirementProgress', () => {
  // Five days in a row asked for, from Monday 28 October 2024 in New York; two testers required.
  const newYork: CycleCalendar = {
    timeZone: 'America/New_York',
    startDate: '2024-10-28',
    lengthDays: 5,
    extensionDays: 2,
  };
  // Two testers on days 1 and 2, one on day 3, two again from day 4 to the end.
  const periods: OptInPeriod[] = [
    { optedInOn: '2024-10-28', leftOn: null },
    { optedInOn: '2024-10-28', leftOn: '2024-10-30' },
    { optedInOn: '2024-10-31', leftOn: null },
  ];

  it('keeps the run through yesterday while today is short, and says how many are missing', () => {
    // 23:30 on day 3 in New York, already day 4 in UTC.
    expect(requirementProgress(newYork, periods, 2, at('2024-10-31T03:30:00Z'))).toEqual({
      daysInARow: 2,
      optedIn: 1,
      outlook: { kind: 'short', testersMissing: 1 },
    });
  });

  it('counts today once enough testers are opted in, and says when the days will be met', () => {
    expect(requirementProgress(newYork, periods, 2, at('2024-10-31T04:00:00Z'))).toEqual({
      daysInARow: 1,
      optedIn: 2,
      outlook: { kind: 'on-course', metOn: '2024-11-04', withinCycle: false },
    });
    const extended = { ...newYork, extensionDays: 3 };
    expect(requirementProgress(extended, periods, 2, at('2024-11-02T16:00:00Z'))).toEqual({
      daysInARow: 3,
      optedIn: 2,
      outlook: { kind: 'on-course', metOn: '2024-11-04', withinCycle: true },
    });
    expect(requirementProgress(extended, periods, 2, at('2024-11-04T12:00:00Z'))).toEqual({
      daysInARow: 5,
      optedIn: 2,
      outlook: { kind: 'met', metOn: '2024-11-04' },
    });
  });

  it('lets a tester who joins the day another leaves keep the day', () => {
    const replaced = [...periods, { optedInOn: '2024-10-30', leftOn: null }];
    expect(requirementProgress(newYork, replaced, 2, at('2024-10-30T16:00:00Z'))).toEqual({
      daysInARow: 3,
      optedIn: 2,
      outlook: { kind: 'on-course', metOn: '2024-11-01', withinCycle: true },
    });
  });

  it('judges an ended cycle by the run it ended with', () => {
    expect(requirementProgress(newYork, periods, 2, at('2024-11-10T12:00:00Z'))).toEqual({
      daysInARow: 4,
      optedIn: 2,
      outlook: { kind: 'not-met' },
    });
    const extended = { ...newYork, extensionDays: 3 };
    expect(requirementProgress(extended, periods, 2, at('2024-11-10T12:00:00Z'))).toEqual({
      daysInARow: 5,
      optedIn: 2,
      outlook: { kind: 'met', metOn: '2024-11-04' },
    });
  });

  it('counts testers who opted in before the start from day 1', () => {
    const early: OptInPeriod[] = [
      { optedInOn: '2024-10-25', leftOn: null },
      { optedInOn: '2024-10-26', leftOn: null },
    ];
    expect(requirementProgress(newYork, early, 2, at('2024-10-27T12:00:00Z'))).toEqual({
      daysInARow: 0,
      optedIn: 2,
      outlook: { kind: 'on-course', metOn: '2024-11-01', withinCycle: true },
    });
    expect(requirementProgress(newYork, early, 3, at('2024-10-27T12:00:00Z'))).toMatchObject({
      outlook: { kind: 'short', testersMissing: 1 },
    });
    expect(requirementProgress(newYork, early, 2, at('2024-10-28T12:00:00Z'))).toMatchObject({
      daysInARow: 1,
    });
  });
});
