import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { cycleCheckIns, cycleOptIns, testCycles } from '@/server/db/schema/cycles.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { addDays, dateInZone, startOfDateInZone } from '@/shared/cycles/calendar-dates.ts';
import type { CalendarDate } from '@/shared/cycles/cycle-day-types.ts';
import { cycleDayAt, lastDateOf } from '@/shared/cycles/cycle-days.ts';
import type { PersonEvent } from './person-events.ts';

type CycleRow = typeof testCycles.$inferSelect;

/** The cycle's last date (the day it ended early on, if it did), when it is over at `now`. */
export function endedOn(cycle: CycleRow, now: Date): CalendarDate | null {
  if (cycle.endedEarlyOn !== null) return cycle.endedEarlyOn;
  return cycleDayAt(cycle, now).kind === 'ended' ? lastDateOf(cycle) : null;
}

/** Whether a tester who opted in stayed to the cycle's last date: not left, or left after it. */
export const heldToEnd = (leftOn: CalendarDate | null, lastDate: CalendarDate) =>
  leftOn === null || leftOn > lastDate;

const earliest = (...dates: (CalendarDate | null)[]) =>
  dates.filter((date) => date !== null).sort()[0] as CalendarDate;
const latest = (...dates: CalendarDate[]) => dates.sort().at(-1) as CalendarDate;

/**
 * Cycles the testers opted into: each ended one counts for cyclesHeld when they did not leave it
 * before its last day; each day gone by while they were opted in counts for checkIns when they
 * checked in on it. A day is a date in the cycle's zone; today is not over, so not counted, nor
 * the day a cycle was ended early on.
 */
export async function cycleEvents(
  db: Database,
  userIds: string[],
  now: Date,
): Promise<PersonEvent[]> {
  const [optIns, checkIns] = await Promise.all([
    db
      .select({ optIn: cycleOptIns, cycle: testCycles, listingName: listings.name })
      .from(cycleOptIns)
      .innerJoin(testCycles, eq(testCycles.id, cycleOptIns.cycleId))
      .innerJoin(listings, eq(listings.id, testCycles.listingId))
      .where(inArray(cycleOptIns.testerId, userIds)),
    db
      .select({
        cycleId: cycleCheckIns.cycleId,
        testerId: cycleCheckIns.testerId,
        date: cycleCheckIns.checkedInOn,
      })
      .from(cycleCheckIns)
      .where(inArray(cycleCheckIns.testerId, userIds)),
  ]);
  const checkedIn = new Set(checkIns.map((row) => `${row.cycleId} ${row.testerId} ${row.date}`));
  return optIns.flatMap(({ optIn, cycle, listingName }) => {
    const base = {
      userId: optIn.testerId,
      listingId: cycle.listingId,
      listingName,
      sourceId: cycle.id,
    };
    const events: PersonEvent[] = [];
    const lastDate = endedOn(cycle, now);
    if (lastDate !== null) {
      const held = heldToEnd(optIn.leftOn, lastDate);
      events.push({
        ...base,
        figure: 'tester.cyclesHeld',
        label: held ? 'Held the cycle to its end' : `Left the cycle on ${optIn.leftOn}`,
        at: startOfDateInZone(addDays(lastDate, 1), cycle.timeZone),
        counts: held,
      });
    }
    const until = earliest(
      dateInZone(now, cycle.timeZone),
      optIn.leftOn,
      cycle.endedEarlyOn ?? addDays(lastDateOf(cycle), 1),
    );
    for (let day = latest(optIn.optedInOn, cycle.startDate); day < until; day = addDays(day, 1)) {
      const counts = checkedIn.has(`${cycle.id} ${optIn.testerId} ${day}`);
      events.push({
        ...base,
        figure: 'tester.checkIns',
        label: counts ? `Checked in on ${day}` : `No check-in on ${day}`,
        at: startOfDateInZone(day, cycle.timeZone),
        counts,
      });
    }
    return events;
  });
}

/** The builders' cycles that ran to their last day. */
export async function completedCycleEvents(
  db: Database,
  userIds: string[],
  now: Date,
): Promise<PersonEvent[]> {
  const rows = await db
    .select({ cycle: testCycles, builderId: listings.builderId, listingName: listings.name })
    .from(testCycles)
    .innerJoin(listings, eq(listings.id, testCycles.listingId))
    .where(and(inArray(listings.builderId, userIds), isNull(testCycles.endedEarlyOn)));
  return rows.flatMap(({ cycle, builderId, listingName }) => {
    const lastDate = endedOn(cycle, now);
    if (lastDate === null) return [];
    return [
      {
        userId: builderId,
        figure: 'builder.cyclesCompleted',
        listingId: cycle.listingId,
        listingName,
        label: `Ran to its last day, ${lastDate}`,
        sourceId: cycle.id,
        at: startOfDateInZone(addDays(lastDate, 1), cycle.timeZone),
        counts: true,
      },
    ];
  });
}
