import { describe, expect, it } from 'vitest';
import type { CycleCalendar, TesterDays } from './cycle-day-types.ts';
import { cycleGrid, daysLeft, effectiveCalendar, gridDayStates } from './cycle-grid.ts';

// 27 March to 2 April 2026 in Berlin, which springs forward on Sunday the 29th.
const berlin: CycleCalendar = {
  timeZone: 'Europe/Berlin',
  startDate: '2026-03-27',
  lengthDays: 5,
  extensionDays: 2,
};
const dates = ['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31'];

const tester = (optedInOn: string, checkedIn: string[], leftOn: string | null = null) =>
  ({ optedInOn, leftOn, checkedInOn: new Set(checkedIn) }) satisfies TesterDays;

describe('gridDayStates', () => {
  it('shows check-ins, misses, today and the days to come of a tester who stays', () => {
    const steady = tester('2026-03-27', ['2026-03-27', '2026-03-29']);
    expect(gridDayStates(dates, '2026-03-30', steady)).toEqual([
      'checked-in',
      'missed',
      'checked-in',
      'today',
      'upcoming',
    ]);
  });

  it('shows the days before an opt-in as not joined, and from the leaving date as dropped', () => {
    const late = tester('2026-03-28', ['2026-03-28'], '2026-03-30');
    expect(gridDayStates(dates, '2026-03-31', late)).toEqual([
      'not-joined',
      'checked-in',
      'missed',
      'dropped',
      'dropped',
    ]);
  });

  it('keeps the check-ins of a period before a return, and shows the gap as dropped', () => {
    // In on the 27th and 28th, out, back on the 30th: only the current period is stored.
    const returned = tester('2026-03-30', ['2026-03-27', '2026-03-28', '2026-03-30']);
    expect(gridDayStates(dates, '2026-03-30', returned)).toEqual([
      'checked-in',
      'checked-in',
      'dropped',
      'checked-in',
      'upcoming',
    ]);
  });

  it('shows an Accepted tester who has not opted in as not joined on every day', () => {
    expect(gridDayStates(dates, '2026-03-29', null)).toEqual(dates.map(() => 'not-joined'));
  });
});

describe('cycleGrid', () => {
  const at = (iso: string) => new Date(iso);

  it('turns the day at Berlin’s midnight, an hour sooner in UTC after the change', () => {
    const quiet = tester('2026-03-27', ['2026-03-27', '2026-03-28', '2026-03-29']);
    // 23:59:59.999 on Sunday the 29th in Berlin (CEST, UTC+2).
    const sunday = cycleGrid(berlin, [quiet], 1, at('2026-03-29T21:59:59.999Z'));
    expect(sunday.today).toBe('2026-03-29');
    expect(sunday.rows[0]).toMatchObject({ streak: 3, missedInARow: 0, atRisk: false });
    const monday = cycleGrid(berlin, [quiet], 1, at('2026-03-29T22:00:00Z'));
    expect(monday.today).toBe('2026-03-30');
    expect(monday.rows[0]).toMatchObject({ streak: 3, atRisk: false });
    const tuesday = cycleGrid(berlin, [quiet], 1, at('2026-03-30T22:00:00Z'));
    expect(tuesday.rows[0]).toMatchObject({ streak: 0, missedInARow: 1, atRisk: true });
    expect(tuesday.dates).toHaveLength(7);
  });

  it('counts toward the requirement only those opted in on each of the last lengthDays days', () => {
    const fromDayOne = tester('2026-03-27', []);
    const fromDayTwo = tester('2026-03-28', []);
    const grid = cycleGrid(berlin, [fromDayOne, fromDayTwo, null], 2, at('2026-03-31T10:00:00Z'));
    expect(grid.rows.map((row) => row.continuous)).toEqual([true, false, false]);
    expect(grid.progress).toEqual({
      daysInARow: 4,
      optedIn: 2,
      testersContinuous: 1,
      outlook: { kind: 'on-course', metOn: '2026-04-01', withinCycle: true },
    });
  });

  it('restarts the run of a tester who came back', () => {
    const returned = tester('2026-03-30', ['2026-03-27', '2026-03-28']);
    const grid = cycleGrid(berlin, [returned], 1, at('2026-03-31T10:00:00Z'));
    expect(grid.progress.daysInARow).toBe(2);
    expect(grid.rows[0]?.continuous).toBe(false);
  });
});

describe('an early end and the days left', () => {
  it('makes the day the builder ended it the last, and leaves no day after', () => {
    const ended = effectiveCalendar({ ...berlin, endedEarlyOn: '2026-03-29' });
    expect(cycleGrid(ended, [], 1, new Date('2026-03-29T10:00:00Z')).dates).toEqual(
      dates.slice(0, 3),
    );
    expect(daysLeft(ended, '2026-03-29')).toBe(0);
  });

  it('has no days when ended before it began', () => {
    const never = effectiveCalendar({ ...berlin, endedEarlyOn: '2026-03-20' });
    expect(cycleGrid(never, [], 1, new Date('2026-03-20T10:00:00Z')).dates).toEqual([]);
    expect(daysLeft(never, '2026-03-20')).toBe(0);
  });

  it('counts every day before the start, the days after today while it runs, 0 on the last', () => {
    expect(daysLeft(berlin, '2026-03-20')).toBe(7);
    expect(daysLeft(berlin, '2026-03-27')).toBe(6);
    expect(daysLeft(berlin, '2026-04-02')).toBe(0);
    expect(daysLeft(berlin, '2026-04-09')).toBe(0);
  });
});
