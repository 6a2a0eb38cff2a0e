import {
  DEFAULT_HEADROOM,
  DEFAULT_MISSED_DAYS_LIMIT,
  PLAY_LENGTH_DAYS,
  PLAY_TESTERS_REQUIRED,
} from '@/shared/contracts/cycle-rules.ts';
import type { CreateCycleInput } from '@/shared/contracts/cycles.ts';
import { dateInZone } from '@/shared/cycles/calendar-dates.ts';
import { browserTimeZone } from './time-zones.ts';

/** A Play closed test by Play's numbers, in the browser's zone, starting today there. */
export function startCycleDefaults(now = new Date()): CreateCycleInput {
  const timeZone = browserTimeZone();
  return {
    kind: 'PlayClosedTest',
    testersRequired: PLAY_TESTERS_REQUIRED,
    headroom: DEFAULT_HEADROOM,
    lengthDays: PLAY_LENGTH_DAYS,
    missedDaysLimit: DEFAULT_MISSED_DAYS_LIMIT,
    optInLink: '',
    timeZone,
    startDate: dateInZone(now, timeZone),
  };
}

/** A number field's text: empty is "not said", which the schema answers for each field. */
export const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** The missed-days limit's text: empty means a place is never released. */
export const limitOrNever = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
