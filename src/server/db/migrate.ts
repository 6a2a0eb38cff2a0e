import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { projectRoot } from '@/server/project-root.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { restorePlannerCosts } from './planner-costs.ts';

const migrationsFolder = path.join(projectRoot, 'drizzle');

let journalTail: { tag: string; when: number } | undefined;

/** The newest migration this build ships, as drizzle-kit's journal names and dates it. */
export function latestMigration(): { tag: string; when: number } {
  if (!journalTail) {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { tag: string; when: number }[] };
    const last = journal.entries.at(-1);
    if (!last) throw new Error('drizzle/meta/_journal.json lists no migrations');
    journalTail = { tag: last.tag, when: last.when };
  }
  return journalTail;
}

/** An arbitrary constant: every process of this product takes the same advisory lock. */
const MIGRATION_LOCK_KEY = 724_310_991;

/**
 * Applies the generated SQL in drizzle/, then what a dump and restore would have undone
 * (planner-costs.ts). Several processes starting at once migrate one at a time.
 */
export async function migrateDatabase({ db, driver }: DatabaseHandle): Promise<void> {
  if (driver === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
    await restorePlannerCosts(db);
    return;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await migratePg(tx as unknown as NodePgDatabase, { migrationsFolder });
    await restorePlannerCosts(tx);
  });
}

/** The database the configuration names, opened and migrated: what the server and scripts use. */
export async function openConfiguredDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
