import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/tests/app/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { executeRows } from './execute-rows.ts';
import { migrateDatabase } from './migrate.ts';
import { TRIGRAM_MATCH_COST } from './planner-costs.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function trigramMatchCost(): Promise<number> {
  const [row] = await executeRows<{ procost: number }>(
    database.db,
    sql`select procost from pg_proc where oid = 'public.similarity_op(text, text)'::regprocedure`,
  );
  return Number(row?.procost);
}

describe('planner costs', () => {
  it('are what migrating sets', async () => {
    expect(await trigramMatchCost()).toBe(TRIGRAM_MATCH_COST);
  });

  it('are set again at the next start after a restore put back the extension’s own', async () => {
    // What pg_dump and a restore leave: pg_trgm created afresh from its script.
    await database.db.execute(sql`alter function public.similarity_op(text, text) cost 1`);
    expect(await trigramMatchCost()).toBe(1);
    await migrateDatabase(database);
    expect(await trigramMatchCost()).toBe(TRIGRAM_MATCH_COST);
  });

  it('keep a higher cost an operator chose', async () => {
    await database.db.execute(sql`alter function public.similarity_op(text, text) cost 500`);
    await migrateDatabase(database);
    expect(await trigramMatchCost()).toBe(500);
  });
});
