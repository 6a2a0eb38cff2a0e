import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateInZone, daysBetween, startOfDateInZone } from './calendar-dates.ts';
import { continuousOptIn, requirementProgress, testerStanding } from './cycle-attendance.ts';
import type { CycleCalendar, OptInPeriod } from './cycle-day-types.ts';
import { checkInReminderAt, cycleDayAt, dateOfDay, dayBounds, lastDateOf } from './cycle-days.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/*
 * Zones with whole, half and quarter hours, both hemispheres' summer time, midnights that do
 * not exist or come twice, and a half-hour change (Lord Howe). From 2012 on, none of them skips
 * or repeats a whole date, so every day lasts 23 to 25 hours.
 */
const zones = [
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'Pacific/Apia',
  'Pacific/Kiritimati',
  'America/St_Johns',
  'Asia/Kathmandu',
  'America/Santiago',
  'Asia/Beirut',
  'America/Havana',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Auckland',
  'Asia/Tehran',
];

const cycles = fc.record({
  timeZone: fc.constantFrom(...zones),
  startDate: fc.integer({ min: 0, max: 9_490 }).map((days) => addDays('2012-01-01', days)),
  lengthDays: fc.integer({ min: 1, max: 30 }),
  extensionDays: fc.integer({ min: 0, max: 10 }),
}) satisfies fc.Arbitrary<CycleCalendar>;

const totalDays = (cycle: CycleCalendar) => cycle.lengthDays + cycle.extensionDays;

/** A cycle and an instant from three days before it to three days after it, to the millisecond. */
const cycleAndInstant = cycles.chain((cycle) =>
  fc
    .integer({ min: -3 * DAY_MS, max: (totalDays(cycle) + 3) * DAY_MS })
    .map((offset) => ({ cycle, instant: new Date(Date.parse(cycle.startDate) + offset) })),
);

describe('cycle days, for any zone, start date and instant', () => {
  it('puts an instant on the day whose bounds hold it', () => {
    fc.assert(
      fc.property(cycleAndInstant, ({ cycle, instant }) => {
        const position = cycleDayAt(cycle, instant);
        if (position.kind === 'not-started') {
          expect(instant < dayBounds(cycle, 1).start).toBe(true);
        } else if (position.kind === 'ended') {
          expect(instant >= dayBounds(cycle, totalDays(cycle)).end).toBe(true);
        } else {
          const { start, end } = dayBounds(cycle, position.day);
          expect(start <= instant && instant < end).toBe(true);
          expect(position.date).toBe(dateOfDay(cycle, position.day));
        }
      }),
    );
  });

  it('makes consecutive days touch, each 23 to 25 hours long, with its reminder inside it', () => {
    fc.assert(
      fc.property(cycles, (cycle) => {
        let previousEnd: Date | null = null;
        for (let day = 1; day <= totalDays(cycle); day += 1) {
          const { start, end } = dayBounds(cycle, day);
          if (previousEnd) expect(start).toEqual(previousEnd);
          const hours = (end.getTime() - start.getTime()) / HOUR_MS;
          expect(hours).toBeGreaterThanOrEqual(23);
          expect(hours).toBeLessThanOrEqual(25);
          expect(dateInZone(start, cycle.timeZone)).toBe(dateOfDay(cycle, day));
          expect(dateInZone(new Date(start.getTime() - 1), cycle.timeZone)).toBe(
            dateOfDay(cycle, day - 1),
          );
          const reminder = checkInReminderAt(cycle, day);
          expect(cycleDayAt(cycle, reminder)).toMatchObject({ kind: 'running', day });
          previousEnd = end;
        }
      }),
      { numRuns: 50 },
    );
  });
});

/**
 * Opt-in periods as they stand at `today`: every one began by today, and any that ended, ended
 * by today, so "if nobody drops" means keeping them as they are.
 */
const periodsUntil = (todayIndex: number) =>
  fc.array(
    fc.integer({ min: -3, max: Math.max(-3, todayIndex) }).chain((from) =>
      fc.record({
        from: fc.constant(from),
        until: fc.option(fc.integer({ min: from + 1, max: Math.max(from + 1, todayIndex) })),
      }),
    ),
    { maxLength: 8 },
  );

/** Each tester's periods: one to three, as they stand at today, so they may leave and rejoin. */
const progressCases = cycleAndInstant.chain(({ cycle, instant }) => {
  const todayIndex = daysBetween(cycle.startDate, dateInZone(instant, cycle.timeZone));
  const periods = periodsUntil(todayIndex).map((spans) =>
    spans.map(
      ({ from, until }): OptInPeriod => ({
        optedInOn: addDays(cycle.startDate, from),
        leftOn: until === null || until > todayIndex ? null : addDays(cycle.startDate, until),
      }),
    ),
  );
  return fc.record({
    cycle: fc.constant(cycle),
    instant: fc.constant(instant),
    required: fc.integer({ min: 1, max: 5 }),
    testers: fc.array(
      periods.map((all) => all.slice(0, 3)),
      { maxLength: 8 },
    ),
  });
});

const optedInOnDate = (periods: OptInPeriod[], date: string) =>
  periods.some((p) => p.optedInOn <= date && (p.leftOn === null || date < p.leftOn));

/** The weak run counted the slow way: days in a row with enough testers, any testers. */
function weakDaysInARow(
  cycle: CycleCalendar,
  testers: OptInPeriod[][],
  required: number,
  instant: Date,
) {
  const today = dateInZone(instant, cycle.timeZone);
  const count = (date: string) => testers.filter((periods) => optedInOnDate(periods, date)).length;
  let date = today;
  if (date > lastDateOf(cycle)) date = lastDateOf(cycle);
  else if (count(today) < required) date = addDays(date, -1);
  let days = 0;
  while (date >= cycle.startDate && count(date) >= required) {
    days += 1;
    date = addDays(date, -1);
  }
  return days;
}

/** The strict run counted the slow way: each tester's days back from today, then the k-th. */
function strictDaysInARow(
  cycle: CycleCalendar,
  testers: OptInPeriod[][],
  required: number,
  instant: Date,
) {
  let today = dateInZone(instant, cycle.timeZone);
  if (today > lastDateOf(cycle)) today = lastDateOf(cycle);
  const runs = testers.map((periods) => {
    let days = 0;
    for (let date = today; date >= cycle.startDate && optedInOnDate(periods, date); ) {
      days += 1;
      date = addDays(date, -1);
    }
    return days;
  });
  return runs.sort((x, y) => y - x)[required - 1] ?? 0;
}

const shiftDate = (date: string, k: number) => addDays(date, k);

describe('requirementProgress, for any testers coming, going and coming back', () => {
  it('counts the strict run as a count by hand does, never above the weak one', () => {
    fc.assert(
      fc.property(progressCases, ({ cycle, instant, required, testers }) => {
        const progress = requirementProgress(cycle, testers, required, instant);
        const strict = strictDaysInARow(cycle, testers, required, instant);
        expect(progress.daysInARow).toBe(strict);
        expect(progress.daysInARow).toBeLessThanOrEqual(
          weakDaysInARow(cycle, testers, required, instant),
        );
        expect(progress.testersContinuous).toBeLessThanOrEqual(progress.optedIn);
        expect(progress.outlook.kind === 'met').toBe(progress.daysInARow >= cycle.lengthDays);
      }),
    );
  });

  it('never counts more testers in for d days than were opted in on each of those days', () => {
    fc.assert(
      fc.property(progressCases, ({ cycle, instant, testers }) => {
        const today = dateInZone(instant, cycle.timeZone);
        for (let days = 1; days <= 5; days += 1) {
          const { testersContinuous } = continuousOptIn(testers, today, {
            daysRequired: days,
            testersRequired: 1,
          });
          for (let back = 0; back < days; back += 1) {
            const date = addDays(today, -back);
            const weak = testers.filter((periods) => optedInOnDate(periods, date)).length;
            expect(testersContinuous).toBeLessThanOrEqual(weak);
          }
        }
      }),
    );
  });

  it('shifts the met date by k days when every date shifts by k', () => {
    const shifted = progressCases.chain((input) =>
      fc.record({ input: fc.constant(input), k: fc.integer({ min: -400, max: 400 }) }),
    );
    fc.assert(
      fc.property(shifted, ({ input: { cycle, instant, required, testers }, k }) => {
        const today = dateInZone(instant, cycle.timeZone);
        const moved = { ...cycle, startDate: shiftDate(cycle.startDate, k) };
        const movedTesters = testers.map((periods) =>
          periods.map((p) => ({
            optedInOn: shiftDate(p.optedInOn, k),
            leftOn: p.leftOn === null ? null : shiftDate(p.leftOn, k),
          })),
        );
        const movedInstant = startOfDateInZone(shiftDate(today, k), cycle.timeZone);
        const before = requirementProgress(cycle, testers, required, instant);
        const after = requirementProgress(moved, movedTesters, required, movedInstant);
        expect(after.daysInARow).toBe(before.daysInARow);
        expect(after.outlook.kind).toBe(before.outlook.kind);
        if ('metOn' in before.outlook && 'metOn' in after.outlook) {
          expect(after.outlook.metOn).toBe(shiftDate(before.outlook.metOn, k));
        }
        const options = { daysRequired: cycle.lengthDays, testersRequired: required };
        const plain = continuousOptIn(testers, today, options);
        const plainMoved = continuousOptIn(movedTesters, shiftDate(today, k), options);
        expect(plainMoved.runs).toEqual(plain.runs);
        expect(plainMoved.metOn).toBe(plain.metOn === null ? null : shiftDate(plain.metOn, k));
      }),
    );
  });

  it('meets the requirement on the date it promised, if nobody drops', () => {
    fc.assert(
      fc.property(progressCases, ({ cycle, instant, required, testers }) => {
        const { outlook } = requirementProgress(cycle, testers, required, instant);
        if (outlook.kind !== 'on-course') return;
        const thatDay = startOfDateInZone(outlook.metOn, cycle.timeZone);
        const later = requirementProgress(cycle, testers, required, thatDay);
        if (outlook.withinCycle) {
          expect(later.outlook).toEqual({ kind: 'met', metOn: outlook.metOn });
        } else {
          expect(later.outlook).toEqual({ kind: 'not-met' });
        }
      }),
    );
  });
});

describe('testerStanding, for any check-ins', () => {
  it('never counts yesterday both in the streak and as missed', () => {
    const cases = cycleAndInstant.chain(({ cycle, instant }) =>
      fc.record({
        cycle: fc.constant(cycle),
        instant: fc.constant(instant),
        checkedIn: fc.uniqueArray(fc.integer({ min: 0, max: totalDays(cycle) - 1 })),
      }),
    );
    fc.assert(
      fc.property(cases, ({ cycle, instant, checkedIn }) => {
        const days = new Set(checkedIn.map((index) => addDays(cycle.startDate, index)));
        const tester = { optedInOn: cycle.startDate, leftOn: null, checkedInOn: days };
        const standing = testerStanding(cycle, tester, instant);
        expect(standing.streak).toBeLessThanOrEqual(days.size);
        if (standing.missedYesterday) expect(standing.streak).toBe(standing.checkedInToday ? 1 : 0);
        expect(standing.missedInARow).toBeLessThanOrEqual(totalDays(cycle));
      }),
    );
  });
});
