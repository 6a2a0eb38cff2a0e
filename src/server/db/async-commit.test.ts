import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/tests/app/test-database.ts';
import { commitsWithoutWaiting } from './async-commit.ts';
import type { DatabaseHandle } from './client.ts';
import { executeRows } from './execute-rows.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const setting = async (db: DatabaseHandle['db']) =>
  (
    await executeRows<{ value: string }>(
      db,
      sql`select current_setting('synchronous_commit') as value`,
    )
  )[0]?.value;

describe('commitsWithoutWaiting', () => {
  it('turns the wait for the WAL off for its own transaction only, and never on PGlite', async () => {
    const before = await setting(database.db);
    expect(before).not.toBe('off');
    await database.db.transaction(async (tx) => {
      const holds = await executeRows(tx, sql`select ${commitsWithoutWaiting} as holds`);
      expect(holds).toEqual([{ holds: true }]);
      // PGlite's WAL dies with the process: a commit that does not wait is lost with it.
      expect(await setting(tx)).toBe(database.driver === 'pglite' ? before : 'off');
    });
    expect(await setting(database.db)).toBe(before);
  });
});
