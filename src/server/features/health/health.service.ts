import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { executeRows } from '@/server/db/execute-rows.ts';
import { latestMigration } from '@/server/db/migrate.ts';
import type { Readiness } from '@/shared/contracts/health.ts';

/**
 * Ready means the database answers and holds every migration this build ships. Drizzle records
 * each applied migration with its journal timestamp, so the newest one recorded must be ours.
 */
export async function checkReadiness(db: Database): Promise<Readiness> {
  let applied: number | null;
  try {
    const [table] = await executeRows<{ present: boolean }>(
      db,
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    );
    if (!table?.present) {
      applied = null;
    } else {
      const [newest] = await executeRows<{ latest: string | number | null }>(
        db,
        sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
      );
      const latest = newest?.latest;
      applied = latest == null ? null : Number(latest);
    }
  } catch (error) {
    return { ready: false, reason: 'database does not answer', detail: driverReason(error) };
  }
  const expected = latestMigration();
  if (applied === null) return { ready: false, reason: 'migrations not applied' };
  if (applied < expected.when) {
    return {
      ready: false,
      reason: 'migrations pending',
      detail: `the latest, ${expected.tag}, is not applied`,
    };
  }
  return { ready: true };
}

/** Drizzle wraps a driver's error in "Failed query: <sql>"; the driver's own words say why. */
function driverReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  return message.split('\n')[0]?.slice(0, 200) || 'unknown error';
}
