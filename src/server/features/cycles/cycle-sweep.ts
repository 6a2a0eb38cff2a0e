import { and, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { testCycles } from '@/server/db/schema/cycles.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import { refreshCycleSortDays } from './cycle-sort-days.ts';
import { type CycleSweep, NOTHING_SWEPT, sweepCycle } from './cycle-sweep-cycle.ts';
import { type CycleRow, cycleStanding } from './cycle-view.ts';

export interface CyclesSweep extends CycleSweep {
  /** Running cycles looked at. */
  cycles: number;
}

/**
 * Cycles that may be running at `now`. Every zone's date is within a day of UTC's, so a cycle
 * whose dates miss UTC's date by more cannot be; the few that remain are judged in their own zone
 * by the caller (`cycleStanding`).
 */
function candidateCycles(db: Database, now: Date): Promise<CycleRow[]> {
  const utcDate = sql`${now.toISOString().slice(0, 10)}::date`;
  return db
    .select()
    .from(testCycles)
    .where(
      and(
        isNull(testCycles.endedEarlyOn),
        sql`${testCycles.startDate} <= ${utcDate} + 1`,
        sql`${testCycles.startDate} + ${testCycles.lengthDays} + ${testCycles.extensionDays} > ${utcDate} - 1`,
      ),
    )
    .orderBy(testCycles.id);
}

/**
 * The running cycles' keeping of the count (issue 42, item 5): testers who missed the limit
 * released and their places filled from the line, testers reminded after two missed days and
 * in the evening of a day they have not checked in, and the builder warned before the count
 * falls under the requirement, and told when it has. Every process runs it every few minutes;
 * each change and each notice happens once however many run (`sweepCycle`). A cycle that fails
 * is reported after the others are swept, so one cannot hold back every cycle after it.
 */
export async function sweepCycles(
  ctx: ServiceContext,
  now = ctx.clock.now(),
): Promise<CyclesSweep> {
  const total: CyclesSweep = { cycles: 0, ...NOTHING_SWEPT };
  const failures: unknown[] = [];
  for (const cycle of await candidateCycles(ctx.db, now)) {
    try {
      const { status, today, day } = cycleStanding(cycle, now);
      if (status !== 'Running' || day === null) continue;
      total.cycles += 1;
      const swept = await sweepCycle(ctx, cycle, { now, today, day });
      total.released += swept.released;
      total.promoted += swept.promoted;
      total.reminded += swept.reminded;
      total.alerted += swept.alerted;
    } catch (err) {
      failures.push(err);
    }
  }
  await refreshCycleSortDays(ctx.db, now).catch((err: unknown) => failures.push(err));
  if (failures.length > 0)
    throw new AggregateError(failures, `Test cycles that could not be swept: ${failures.length}`);
  return total;
}
