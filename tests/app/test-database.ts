import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '@/server/db/client.ts';
import { migrateDatabase } from '@/server/db/migrate.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new
 * database on TEST_DATABASE_URL's server that is dropped again on close. `migrate: false` leaves
 * it empty, as a server finds a database nobody has migrated. Under `vitest.config.ts` it is a
 * copy of the run's template (tests/global-setup.ts); without one it starts from scratch.
 */
export async function createTestDatabase(
  onQuery?: (query: string, params: unknown[]) => void,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    const dumps = inject('pgliteDumps');
    if (dumps) {
      const loadDataDir = await openAsBlob(migrate ? dumps.migrated : dumps.empty);
      return openDatabase({ kind: 'pglite-memory', loadDataDir, onQuery });
    }
    const handle = await openDatabase({ kind: 'pglite-memory', onQuery });
    if (migrate) await migrateDatabase(handle);
    return handle;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `bh_test_${randomBytes(6).toString('hex')}`;
  const template = migrate ? inject('postgresTemplate') : undefined;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const handle = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(serverUrl, name),
    poolSize: 4,
    onQuery,
  });
  if (migrate && !template) await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** `serverUrl` with its database swapped for `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
