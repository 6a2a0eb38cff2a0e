import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/client.ts';
import { migrateDatabase } from '@/server/db/migrate.ts';
import { adminQuery, databaseUrl } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite data directories as `dumpDataDir()` tarballs on disk: fresh from initdb, and migrated. */
    pgliteDumps?: { empty: string; migrated: string };
    /** A migrated PostgreSQL database each test file copies with `CREATE DATABASE … TEMPLATE`. */
    postgresTemplate?: string;
  }
}

/**
 * Migrates once per API project and run, so each test file copies a migrated database instead of
 * migrating its own. The template's name is per run: two runs can share one PostgreSQL server.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.TEST_DB === 'postgres') return setupPostgresTemplate(project);
  return setupPgliteDump(project);
}

async function setupPgliteDump(project: TestProject): Promise<() => Promise<void>> {
  const database = await openDatabase({ kind: 'pglite-memory' });
  const folder = await mkdtemp(path.join(tmpdir(), 'bh-pglite-template-'));
  // Uncompressed: every test file loads one, and gunzip would cost each more than it saves.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = async (name: string) => {
    const file = path.join(folder, `${name}.tar`);
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  try {
    const empty = await dump('empty');
    await migrateDatabase(database);
    project.provide('pgliteDumps', { empty, migrated: await dump('migrated') });
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  } finally {
    await database.close();
  }
  return () => rm(folder, { recursive: true, force: true });
}

async function setupPostgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The api-postgres project needs TEST_DATABASE_URL');
  const name = `bh_template_${randomBytes(6).toString('hex')}`;
  const drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  try {
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
    try {
      await migrateDatabase(database);
    } finally {
      // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
      await database.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('postgresTemplate', name);
  return drop;
}
