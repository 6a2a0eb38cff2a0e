import { describe, expect, it } from 'vitest';
import type { CycleCalendar } from './cycle-day-types.ts';
import {
  CHECK_IN_REMINDER_HOUR,
  checkInReminderAt,
  checkInVerdict,
  cycleDayAt,
  dateOfDay,
  dayBounds,
  lastDateOf,
} from './cycle-days.ts';

const at = (iso: string) => new Date(iso);
const justBefore = (iso: string) => new Date(new Date(iso).getTime() - 1);
const HOUR_MS = 3_600_000;

// Two weeks over Berlin's spring forward (Sunday 31 March is day 7).
const berlin: CycleCalendar = {
  timeZone: 'Europe/Berlin',
  startDate: '2024-03-25',
  lengthDays: 14,
  extensionDays: 0,
};
// Two weeks and three more over New York's fall back (Sunday 3 November is day 7).
const newYork: CycleCalendar = {
  timeZone: 'America/New_York',
  startDate: '2024-10-28',
  lengthDays: 14,
  extensionDays: 3,
};
const kiritimati: CycleCalendar = {
  timeZone: 'Pacific/Kiritimati',
  startDate: '2024-06-01',
  lengthDays: 3,
  extensionDays: 0,
};

describe('cycleDayAt', () => {
  it('numbers the days from the start date in the cycle zone', () => {
    expect(cycleDayAt(berlin, justBefore('2024-03-24T23:00:00Z'))).toEqual({ kind: 'not-started' });
    expect(cycleDayAt(berlin, at('2024-03-24T23:00:00Z'))).toEqual({
      kind: 'running',
      day: 1,
      date: '2024-03-25',
    });
    expect(cycleDayAt(berlin, justBefore('2024-03-30T23:00:00Z'))).toMatchObject({ day: 6 });
    expect(cycleDayAt(berlin, at('2024-03-30T23:00:00Z'))).toMatchObject({ day: 7 });
    // Midnight comes an hour earlier in UTC once summer time has begun.
    expect(cycleDayAt(berlin, justBefore('2024-03-31T22:00:00Z'))).toMatchObject({ day: 7 });
    expect(cycleDayAt(berlin, at('2024-03-31T22:00:00Z'))).toMatchObject({ day: 8 });
    expect(cycleDayAt(berlin, justBefore('2024-04-07T22:00:00Z'))).toMatchObject({ day: 14 });
    expect(cycleDayAt(berlin, at('2024-04-07T22:00:00Z'))).toEqual({ kind: 'ended' });
  });

  it('keeps the 25-hour day whole and counts extension days', () => {
    expect(cycleDayAt(newYork, at('2024-11-03T04:00:00Z'))).toMatchObject({ day: 7 });
    // 23:30 on the 3rd by the clock, 24.5 hours after the day began.
    expect(cycleDayAt(newYork, at('2024-11-04T04:30:00Z'))).toMatchObject({ day: 7 });
    expect(cycleDayAt(newYork, at('2024-11-04T05:00:00Z'))).toMatchObject({ day: 8 });
    expect(cycleDayAt(newYork, at('2024-11-14T04:59:59Z'))).toMatchObject({ day: 17 });
    expect(cycleDayAt(newYork, at('2024-11-14T05:00:00Z'))).toEqual({ kind: 'ended' });
  });

  it('starts a +14 cycle while UTC is still on the day before', () => {
    expect(cycleDayAt(kiritimati, justBefore('2024-05-31T10:00:00Z'))).toEqual({
      kind: 'not-started',
    });
    expect(cycleDayAt(kiritimati, at('2024-05-31T10:00:00Z'))).toMatchObject({ day: 1 });
    expect(cycleDayAt(kiritimati, justBefore('2024-06-03T10:00:00Z'))).toMatchObject({ day: 3 });
    expect(cycleDayAt(kiritimati, at('2024-06-03T10:00:00Z'))).toEqual({ kind: 'ended' });
  });

  it('turns days at half and quarter hours', () => {
    const stJohns = { ...kiritimati, timeZone: 'America/St_Johns' };
    expect(cycleDayAt(stJohns, justBefore('2024-06-01T02:30:00Z'))).toEqual({
      kind: 'not-started',
    });
    expect(cycleDayAt(stJohns, at('2024-06-01T02:30:00Z'))).toMatchObject({ day: 1 });
    const kathmandu = { ...kiritimati, timeZone: 'Asia/Kathmandu' };
    expect(cycleDayAt(kathmandu, justBefore('2024-05-31T18:15:00Z'))).toEqual({
      kind: 'not-started',
    });
    expect(cycleDayAt(kathmandu, at('2024-05-31T18:15:00Z'))).toMatchObject({ day: 1 });
    expect(cycleDayAt(kathmandu, justBefore('2024-06-01T18:15:00Z'))).toMatchObject({ day: 1 });
    expect(cycleDayAt(kathmandu, at('2024-06-01T18:15:00Z'))).toMatchObject({ day: 2 });
  });

  it('runs on UTC days in UTC', () => {
    const utc = { ...kiritimati, timeZone: 'UTC' };
    expect(cycleDayAt(utc, justBefore('2024-06-01T00:00:00Z'))).toEqual({ kind: 'not-started' });
    expect(cycleDayAt(utc, at('2024-06-01T00:00:00Z'))).toMatchObject({ day: 1 });
    expect(cycleDayAt(utc, justBefore('2024-06-04T00:00:00Z'))).toMatchObject({ day: 3 });
    expect(cycleDayAt(utc, at('2024-06-04T00:00:00Z'))).toEqual({ kind: 'ended' });
  });
});

describe('dayBounds', () => {
  it('gives each day its own length across daylight-saving changes', () => {
    expect(dayBounds(berlin, 6)).toEqual({
      start: at('2024-03-29T23:00:00Z'),
      end: at('2024-03-30T23:00:00Z'),
    });
    expect(dayBounds(berlin, 7)).toEqual({
      start: at('2024-03-30T23:00:00Z'),
      end: at('2024-03-31T22:00:00Z'),
    });
    const fallBack = dayBounds(newYork, 7);
    expect(fallBack.start).toEqual(at('2024-11-03T04:00:00Z'));
    expect(fallBack.end.getTime() - fallBack.start.getTime()).toBe(25 * HOUR_MS);
  });

  it('knows the last date, extensions included, and refuses days outside the cycle', () => {
    expect(lastDateOf(berlin)).toBe('2024-04-07');
    expect(lastDateOf(newYork)).toBe('2024-11-13');
    expect(dateOfDay(newYork, 17)).toBe('2024-11-13');
    expect(dayBounds(newYork, 17).end).toEqual(at('2024-11-14T05:00:00Z'));
    for (const day of [0, 18, 1.5, Number.NaN]) {
      expect(() => dayBounds(newYork, day)).toThrow(RangeError);
    }
  });
});

describe('checkInVerdict', () => {
  it("takes only today's date, until the last millisecond of the local day", () => {
    const lastMoment = justBefore('2024-11-04T05:00:00Z'); // 23:59:59.999 on Sunday the 3rd
    expect(checkInVerdict(newYork, '2024-11-03', lastMoment)).toEqual({ accepted: true, day: 7 });
    expect(checkInVerdict(newYork, '2024-11-02', lastMoment)).toEqual({
      accepted: false,
      reason: 'past-date',
    });
    expect(checkInVerdict(newYork, '2024-11-04', lastMoment)).toEqual({
      accepted: false,
      reason: 'future-date',
    });
    const nextMidnight = at('2024-11-04T05:00:00Z');
    expect(checkInVerdict(newYork, '2024-11-03', nextMidnight)).toEqual({
      accepted: false,
      reason: 'past-date',
    });
    expect(checkInVerdict(newYork, '2024-11-04', nextMidnight)).toEqual({
      accepted: true,
      day: 8,
    });
  });

  it('takes none before the cycle starts or after it ends', () => {
    expect(checkInVerdict(kiritimati, '2024-05-31', justBefore('2024-05-31T10:00:00Z'))).toEqual({
      accepted: false,
      reason: 'not-started',
    });
    expect(checkInVerdict(kiritimati, '2024-06-01', at('2024-05-31T10:00:00Z'))).toEqual({
      accepted: true,
      day: 1,
    });
    expect(checkInVerdict(kiritimati, '2024-06-04', at('2024-06-03T10:00:00Z'))).toEqual({
      accepted: false,
      reason: 'ended',
    });
  });
});

describe('checkInReminderAt', () => {
  it('keeps to the same evening hour on the wall clock across a change', () => {
    expect(CHECK_IN_REMINDER_HOUR).toBe(19);
    expect(checkInReminderAt(berlin, 6)).toEqual(at('2024-03-30T18:00:00Z'));
    expect(checkInReminderAt(berlin, 7)).toEqual(at('2024-03-31T17:00:00Z'));
    expect(checkInReminderAt(newYork, 6)).toEqual(at('2024-11-02T23:00:00Z'));
    expect(checkInReminderAt(newYork, 7)).toEqual(at('2024-11-04T00:00:00Z'));
    expect(checkInReminderAt(kiritimati, 1)).toEqual(at('2024-06-01T05:00:00Z'));
    expect(checkInReminderAt({ ...kiritimati, timeZone: 'Asia/Kathmandu' }, 1)).toEqual(
      at('2024-06-01T13:15:00Z'),
    );
    expect(() => checkInReminderAt(kiritimati, 4)).toThrow(RangeError);
  });
});
