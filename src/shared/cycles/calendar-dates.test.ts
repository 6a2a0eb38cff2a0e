import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateInZone,
  daysBetween,
  isCalendarDate,
  isTimeZone,
  startOfDateInZone,
} from './calendar-dates.ts';

const HOUR_MS = 3_600_000;

/*
 * Each row: a date, the instant it starts in the zone, and how many hours it lasts. The zones
 * sit far from UTC and from one another, so a date taken in UTC or in the machine's own zone
 * (the suite also runs under TZ=Pacific/Auckland and TZ=UTC) is wrong for some of them; the last
 * test checks that it would be.
 */
const days: { zone: string; date: string; starts: string; hours: number; why: string }[] = [
  { zone: 'UTC', date: '2024-02-29', starts: '2024-02-29T00:00:00Z', hours: 24, why: 'leap day' },
  {
    zone: 'Europe/Berlin',
    date: '2024-03-30',
    starts: '2024-03-29T23:00:00Z',
    hours: 24,
    why: 'winter',
  },
  {
    zone: 'Europe/Berlin',
    date: '2024-03-31',
    starts: '2024-03-30T23:00:00Z',
    hours: 23,
    why: 'spring forward',
  },
  {
    zone: 'Europe/Berlin',
    date: '2024-04-01',
    starts: '2024-03-31T22:00:00Z',
    hours: 24,
    why: 'summer',
  },
  {
    zone: 'Europe/Berlin',
    date: '2024-10-27',
    starts: '2024-10-26T22:00:00Z',
    hours: 25,
    why: 'fall back',
  },
  {
    zone: 'America/New_York',
    date: '2024-03-10',
    starts: '2024-03-10T05:00:00Z',
    hours: 23,
    why: 'spring forward',
  },
  {
    zone: 'America/New_York',
    date: '2024-11-03',
    starts: '2024-11-03T04:00:00Z',
    hours: 25,
    why: 'fall back',
  },
  {
    zone: 'America/New_York',
    date: '2024-11-04',
    starts: '2024-11-04T05:00:00Z',
    hours: 24,
    why: 'winter',
  },
  {
    zone: 'Pacific/Kiritimati',
    date: '2024-06-01',
    starts: '2024-05-31T10:00:00Z',
    hours: 24,
    why: '+14',
  },
  {
    zone: 'Pacific/Apia',
    date: '2021-01-15',
    starts: '2021-01-14T10:00:00Z',
    hours: 24,
    why: '+14 in summer time',
  },
  {
    zone: 'Pacific/Apia',
    date: '2021-04-04',
    starts: '2021-04-03T10:00:00Z',
    hours: 25,
    why: 'its last fall back',
  },
  {
    zone: 'Pacific/Apia',
    date: '2024-06-15',
    starts: '2024-06-14T11:00:00Z',
    hours: 24,
    why: '+13',
  },
  {
    zone: 'America/St_Johns',
    date: '2024-01-15',
    starts: '2024-01-15T03:30:00Z',
    hours: 24,
    why: '-3:30',
  },
  {
    zone: 'America/St_Johns',
    date: '2024-03-10',
    starts: '2024-03-10T03:30:00Z',
    hours: 23,
    why: 'spring forward',
  },
  {
    zone: 'America/St_Johns',
    date: '2024-11-03',
    starts: '2024-11-03T02:30:00Z',
    hours: 25,
    why: 'fall back',
  },
  {
    zone: 'Asia/Kathmandu',
    date: '2024-06-01',
    starts: '2024-05-31T18:15:00Z',
    hours: 24,
    why: '+5:45',
  },
  // Clocks go from 23:59:59 straight to 01:00, so the day starts at 01:00.
  {
    zone: 'America/Santiago',
    date: '2024-09-08',
    starts: '2024-09-08T04:00:00Z',
    hours: 23,
    why: 'no midnight',
  },
  {
    zone: 'America/Santiago',
    date: '2024-04-06',
    starts: '2024-04-06T03:00:00Z',
    hours: 25,
    why: 'midnight back to 23:00',
  },
  {
    zone: 'Asia/Beirut',
    date: '2024-03-31',
    starts: '2024-03-30T22:00:00Z',
    hours: 23,
    why: 'no midnight',
  },
  {
    zone: 'Asia/Beirut',
    date: '2024-10-26',
    starts: '2024-10-25T21:00:00Z',
    hours: 25,
    why: 'midnight back to 23:00',
  },
  // 01:00 back to 00:00: midnight comes twice, and the day starts at the first.
  {
    zone: 'America/Havana',
    date: '2024-11-03',
    starts: '2024-11-03T04:00:00Z',
    hours: 25,
    why: 'two midnights',
  },
  {
    zone: 'Australia/Lord_Howe',
    date: '2024-10-06',
    starts: '2024-10-05T13:30:00Z',
    hours: 23.5,
    why: 'half-hour change',
  },
];

describe('startOfDateInZone and dateInZone', () => {
  it.each(days)('$zone $date ($why) starts at $starts and lasts $hours hours', (row) => {
    const start = startOfDateInZone(row.date, row.zone);
    expect(start.toISOString()).toBe(new Date(row.starts).toISOString());
    const next = startOfDateInZone(addDays(row.date, 1), row.zone);
    expect(next.getTime() - start.getTime()).toBe(row.hours * HOUR_MS);

    expect(dateInZone(new Date(start.getTime() - 1), row.zone)).toBe(addDays(row.date, -1));
    expect(dateInZone(start, row.zone)).toBe(row.date);
    expect(dateInZone(new Date(next.getTime() - 1), row.zone)).toBe(row.date);
    expect(dateInZone(next, row.zone)).toBe(addDays(row.date, 1));
  });

  it('gives a date the zone skipped no time at all', () => {
    // Samoa crossed the date line: Thursday 29 December 2011 was followed by Saturday the 31st.
    const skipped = startOfDateInZone('2011-12-30', 'Pacific/Apia');
    expect(skipped.toISOString()).toBe('2011-12-30T10:00:00.000Z');
    expect(startOfDateInZone('2011-12-31', 'Pacific/Apia')).toEqual(skipped);
    expect(dateInZone(new Date(skipped.getTime() - 1), 'Pacific/Apia')).toBe('2011-12-29');
    expect(dateInZone(skipped, 'Pacific/Apia')).toBe('2011-12-31');
  });

  it('would catch a date taken in UTC or in the machine zone', () => {
    const instants = days.flatMap((row) => {
      const start = startOfDateInZone(row.date, row.zone).getTime();
      return [
        { instant: new Date(start - 1), date: addDays(row.date, -1) },
        { instant: new Date(start), date: row.date },
      ];
    });
    const inUtc = (instant: Date) => instant.toISOString().slice(0, 10);
    const inMachineZone = (instant: Date) =>
      [
        String(instant.getFullYear()).padStart(4, '0'),
        String(instant.getMonth() + 1).padStart(2, '0'),
        String(instant.getDate()).padStart(2, '0'),
      ].join('-');
    expect(instants.filter(({ instant, date }) => inUtc(instant) !== date).length).toBeGreaterThan(
      10,
    );
    expect(
      instants.filter(({ instant, date }) => inMachineZone(instant) !== date).length,
    ).toBeGreaterThan(10);
  });
});

describe('isTimeZone', () => {
  it('takes the IANA names the platform knows', () => {
    for (const name of [
      'UTC',
      'Europe/Berlin',
      'America/St_Johns',
      'America/Argentina/Buenos_Aires',
      'Asia/Kathmandu',
      'Etc/GMT+5',
    ]) {
      expect(isTimeZone(name), name).toBe(true);
    }
  });

  it('refuses offsets, unknown names and anything else', () => {
    for (const name of [
      '',
      '+05:30',
      '-03:00',
      'Z',
      'Mars/Olympus_Mons',
      'Europe/Berlin ',
      '../etc/passwd',
      'Europe//Berlin',
      'x'.repeat(65),
    ]) {
      expect(isTimeZone(name), name).toBe(false);
    }
  });
});

describe('calendar dates', () => {
  it('knows which dates exist', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('0001-01-01')).toBe(true);
    for (const text of [
      '2023-02-29',
      '2024-13-01',
      '2024-04-31',
      '2024-1-01',
      '0000-01-01',
      '2024-01-01T00:00',
      '',
    ]) {
      expect(isCalendarDate(text), text).toBe(false);
    }
  });

  it('counts days on the calendar, whatever the clocks did', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(daysBetween('2024-03-25', '2024-04-07')).toBe(13);
    expect(daysBetween('2024-04-07', '2024-03-25')).toBe(-13);
    expect(() => addDays('2024-02-30', 1)).toThrow(RangeError);
  });
});
