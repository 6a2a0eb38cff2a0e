import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { executeRows } from '@/server/db/execute-rows.ts';

/**
 * Browse's "starting soonest" key (software.sort_cycle_day) follows cycles and opt-ins by
 * triggers, but a cycle also stops counting when its last day passes, which no write announces.
 * The sweep refreshes, by the app's clock, the open listings whose key could name a cycle that
 * has ended: a cycle has started by then, so its key is a day up to today (a day ahead of UTC in
 * the zones east of it). Sorted pages kept from before lapse within the cache's time to live.
 * Answers how many listings moved.
 */
export async function refreshCycleSortDays(db: Database, now: Date): Promise<number> {
  const rows = await executeRows<{ id: string }>(
    db,
    sql`with due as (
          select id, bh_cycle_sort_day(id, ${now.toISOString()}::timestamptz) as day
          from "software"
          where status = 'Open'
            and sort_cycle_day <= (${now.toISOString().slice(0, 10)}::date - date '1970-01-01') + 1
        )
        update "software" s set sort_cycle_day = due.day
        from due where s.id = due.id and s.sort_cycle_day <> due.day
        returning s.id`,
  );
  return rows.length;
}
