import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { walDiesWithProcessParams } from './async-commit.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';

/** The one database type the rest of the server sees; which driver is behind it stays here. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** A raw connection string for things that need their own client (LISTEN); none on PGlite. */
  connectionString?: string;
  close(): Promise<void>;
}

export type DatabaseTarget = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  /** `loadDataDir`: start from a `dumpDataDir()` tarball instead of an empty cluster (tests). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob }
) & {
  /** Sees every SQL statement; tests count them to catch N+1 queries. */
  onQuery?: (query: string, params: unknown[]) => void;
};

const casing = 'snake_case' as const;
/**
 * PostgreSQL's default 128 MB of shared buffers lives inside PGlite's WebAssembly memory, so it
 * counts in the process's RSS. The operating system caches the data files anyway.
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...walDiesWithProcessParams,
  '-c',
  'shared_buffers=32MB',
];
/** Browse search needs these; PostgreSQL servers have them in contrib. */
const extensions = { pg_trgm, unaccent };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const { onQuery } = target;
  const options = {
    casing,
    ...(onQuery
      ? { logger: { logQuery: (query: string, params: unknown[]) => onQuery(query, params) } }
      : {}),
  };
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // While the server is down or restarting, requests fail within this rather than queue.
      connectionTimeoutMillis: 3_000,
    });
    // A dropped idle connection must not take the process down; the pool replaces it.
    pool.on('error', () => {});
    // Nor one lost while a transaction holds it: pg-pool listens for a client's 'error' only while
    // the client is idle, and an 'error' event nobody listens to ends the process. The
    // transaction's query fails with the same error, and the pool drops the client on release.
    pool.on('connect', (client) => client.on('error', () => {}));
    return {
      db: drizzlePg(pool, options) as unknown as Database,
      driver: 'postgres',
      connectionString: target.url,
      close: () => pool.end(),
    };
  }
  if (target.kind === 'pglite-memory') {
    const client = await PGlite.create({
      extensions,
      loadDataDir: target.loadDataDir,
      startParams: [...PGlite.defaultStartParams, ...walDiesWithProcessParams],
    });
    return {
      db: drizzlePglite(client, options) as unknown as Database,
      driver: 'pglite',
      close: () => client.close(),
    };
  }
  mkdirSync(target.dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(target.dataDir);
  try {
    const client = await PGlite.create({
      dataDir: path.join(target.dataDir, 'db'),
      extensions,
      startParams: PGLITE_START_PARAMS,
    });
    return {
      db: drizzlePglite(client, options) as unknown as Database,
      driver: 'pglite',
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
