import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/test-database.ts';
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
  it('turns the fsync wait off for its own transaction only', async () => {
    const before = await setting(database.db);
    expect(before).not.toBe('off');
    await database.db.transaction(async (tx) => {
      const holds = await executeRows(tx, sql`select ${commitsWithoutWaiting} as holds`);
      expect(holds).toEqual([{ holds: true }]);
      expect(await setting(tx)).toBe('off');
    });
    expect(await setting(database.db)).toBe(before);
  });
});
