import { sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/tests/app/test-database.ts';
import type { Database, DatabaseHandle } from './client.ts';
import { prepared, preparedInTransaction } from './prepared.ts';

const probe = pgTable('prepared_probe', { n: integer().notNull() });

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table prepared_probe (n integer not null)`);
});
afterAll(() => database.close());

const insertProbe = (db: Database) =>
  db
    .insert(probe)
    .values({ n: sql.placeholder('n') })
    .prepare('insert_probe');
let builds = 0;
const insertIn = (tx: Database) =>
  preparedInTransaction(tx, 'insert_probe', () => {
    builds += 1;
    return insertProbe(tx);
  });
const probes = async () =>
  (await database.db.select().from(probe).orderBy(probe.n)).map((row) => row.n);

describe('preparedInTransaction', () => {
  it('runs a prepared statement inside the transaction, so it commits and rolls back with it', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await insertIn(tx).execute({ n: 1 });
        expect(await tx.select().from(probe)).toEqual([{ n: 1 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await probes()).toEqual([]);

    await database.db.transaction(async (tx) => {
      await insertIn(tx).execute({ n: 2 });
    });
    await prepared(database.db, 'insert_probe', () => insertProbe(database.db)).execute({ n: 3 });
    expect(await probes()).toEqual([2, 3]);
    expect(builds).toBe(1);
  });
});
