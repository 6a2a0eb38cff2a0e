import type { CalendarDate } from './cycle-day-types.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/*
 * Zone arithmetic on nothing but Intl: the platform's time zone data answers "what does the wall
 * clock read at this instant", and everything else is derived from that one question, asked in
 * whole seconds (every offset in the tz database is).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Building a formatter costs far more than using one; zones in use are few.
    if (formatters.size >= 1000) formatters.clear();
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Milliseconds since 1970 at midnight UTC of a date; `setUTCFullYear` keeps years below 100. */
function utcMidnight(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/**
 * What the zone's wall clock reads at an instant, written as if that reading were UTC: the
 * instant plus the zone's offset, in whole seconds.
 */
function wallClockAt(instantMs: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of wallClockFormatter(timeZone).formatToParts(instantMs)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  return utcMidnight(year, month, day) + ((hour * 60 + minute) * 60 + second) * 1000;
}

const wholeSecond = (instantMs: number) => Math.floor(instantMs / 1000) * 1000;
const offsetAt = (instantMs: number, timeZone: string) =>
  wallClockAt(wholeSecond(instantMs), timeZone) - wholeSecond(instantMs);

function formatUtcDate(ms: number): CalendarDate {
  const date = new Date(ms);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

function parseDate(date: CalendarDate): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const ms = utcMidnight(Number(match[1]), Number(match[2]), Number(match[3]));
  // A date like 2023-02-29 rolls over to another; only one that survives the round trip exists.
  return Number(match[1]) >= 1 && formatUtcDate(ms) === date ? ms : null;
}

function dateMs(date: CalendarDate): number {
  const ms = parseDate(date);
  if (ms === null) throw new RangeError(`Not a calendar date: ${date}`);
  return ms;
}

/**
 * An IANA zone name the platform knows, such as `Europe/Berlin` or `UTC`. Offsets such as
 * `+05:30` are refused: a fixed offset has no daylight-saving rules, so it would drift from the
 * place it was meant for.
 */
export function isTimeZone(name: string): boolean {
  if (name.length > 64 || !/^[A-Za-z][\w+-]*(\/[\w+-]+)*$/.test(name)) return false;
  try {
    wallClockFormatter(name);
    return true;
  } catch {
    return false;
  }
}

/** `YYYY-MM-DD` naming a date that exists, years 0001 to 9999. */
export const isCalendarDate = (value: string): value is CalendarDate => parseDate(value) !== null;

/** The date on the zone's calendar at an instant. */
export function dateInZone(instant: Date, timeZone: string): CalendarDate {
  return formatUtcDate(wallClockAt(wholeSecond(instant.getTime()), timeZone));
}

export const addDays = (date: CalendarDate, days: number): CalendarDate =>
  formatUtcDate(dateMs(date) + days * DAY_MS);

/** How many days `to` is after `from` (negative when before); UTC days are all 24 hours. */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number =>
  Math.round((dateMs(to) - dateMs(from)) / DAY_MS);

/**
 * The first instant at which the zone's wall clock reads `timeOfDayMs` into `date`. When the
 * clock passes that reading twice (falling back), the first; when it skips it (springing forward
 * over it, as America/Santiago's and Asia/Beirut's midnights did), the first instant after the
 * gap, which is the first instant that exists at or after that reading.
 */
export function instantAtWallClock(
  date: CalendarDate,
  timeOfDayMs: number,
  timeZone: string,
): Date {
  const wall = dateMs(date) + timeOfDayMs;
  const readsWall = (instantMs: number) => wallClockAt(instantMs, timeZone) === wall;
  // Zones change their offset at most once within a day of a reading, so the offsets a day
  // before and a day after are the only ones it can be read with; if neither reads it, it lies
  // in a gap.
  const candidates = [
    wall - offsetAt(wall - DAY_MS, timeZone),
    wall - offsetAt(wall + DAY_MS, timeZone),
  ];
  const existing = candidates.filter(readsWall);
  if (existing.length > 0) return new Date(Math.min(...existing));
  return new Date(firstInstantReading(wall, timeZone));
}

/**
 * The reading falls in a gap: search, second by second in halves, for the first instant whose
 * wall clock reads it or later. Every offset ever used is within 18 hours of UTC.
 */
function firstInstantReading(wall: number, timeZone: string): number {
  let before = wall - 18 * HOUR_MS;
  let after = wall + 18 * HOUR_MS;
  while (after - before > 1000) {
    const middle = wholeSecond(before + (after - before) / 2);
    if (wallClockAt(middle, timeZone) >= wall) after = middle;
    else before = middle;
  }
  return after;
}

/**
 * The first instant of a date in a zone: 23 or 25 hours before the next one on a
 * daylight-saving day; a date the zone skipped (Pacific/Apia's 2011-12-30) starts when the next
 * one does, and so lasts no time at all.
 */
export const startOfDateInZone = (date: CalendarDate, timeZone: string): Date =>
  instantAtWallClock(date, 0, timeZone);
