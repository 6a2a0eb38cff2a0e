import { randomUUID } from 'node:crypto';
import { type App, buildApp } from '@/server/app.ts';
import { loadConfig } from '@/server/config.ts';
import { type DatabaseHandle, openDatabase } from '@/server/db/client.ts';
import { TEST_ADMIN_EMAIL, TEST_SECRET } from '../app/build-app.ts';
import { createTestDatabase } from '../app/test-database.ts';

/**
 * One fresh database opened twice on PostgreSQL, as two server processes share one; on PGlite,
 * which is one process, both are the same handle. close() closes both and drops the database.
 */
export async function openDatabaseTwice(): Promise<{
  first: DatabaseHandle;
  second: DatabaseHandle;
  close(): Promise<void>;
}> {
  const first = await createTestDatabase();
  const second = first.connectionString
    ? await openDatabase({ kind: 'postgres', url: first.connectionString })
    : first;
  return {
    first,
    second,
    close: async () => {
      if (second !== first) await second.close();
      await first.close();
    },
  };
}

/** The real app twice over one database (see openDatabaseTwice): what one changes, both see. */
export async function buildTwoApps(): Promise<{ first: App; second: App; close(): Promise<void> }> {
  const databases = await openDatabaseTwice();
  const config = loadConfig({
    DATA_DIR: '/nonexistent-test-data-dir',
    SESSION_SECRET: TEST_SECRET,
    ADMIN_EMAILS: TEST_ADMIN_EMAIL,
  });
  const build = async (database: DatabaseHandle) => {
    const app = await buildApp({ config, database });
    await app.ready();
    await app.searchIndex?.loaded;
    return app;
  };
  const first = await build(databases.first);
  const second = databases.second === databases.first ? first : await build(databases.second);
  return {
    first,
    second,
    close: async () => {
      if (second !== first) await second.close();
      await first.close();
      await databases.close();
    },
  };
}

/** Per listening app, the markers `caughtUp` waits for, by id. */
const markers = new WeakMap<App, Map<string, () => void>>();

/**
 * Resolves once `to` has heard every event `from` published before the call. A write is answered
 * before its events reach the other process, so a test that acts there next (opens a socket, say)
 * could otherwise be overtaken by an event of a step it had already finished. Events from one
 * process arrive in the order it sent them, so a marker sent last (a change of a user nobody is)
 * arrives last.
 */
export async function caughtUp(from: App, to: App): Promise<void> {
  if (from === to) return;
  let waiting = markers.get(to);
  if (!waiting) {
    const created = new Map<string, () => void>();
    to.bus.subscribe((event) => {
      if (event.type === 'user_changed') created.get(event.userId)?.();
    });
    markers.set(to, created);
    waiting = created;
  }
  const marker = randomUUID();
  const heard = new Promise<void>((resolve) => waiting.set(marker, resolve));
  await from.bus.publish({ type: 'user_changed', userId: marker });
  await heard;
  waiting.delete(marker);
}
