import { Writable } from 'node:stream';
import { type App, buildApp } from '@/server/app.ts';
import { loadConfig } from '@/server/config.ts';
import type { Database } from '@/server/db/client.ts';
import type { Clock } from '@/server/lib/clock.ts';
import { startSmtpSink } from '../mail/smtp-sink.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_ADMIN_EMAIL = 'admin@example.test';
export const TEST_SECRET = 'test-secret-that-is-long-enough-for-cookie-signing';

export interface TestApp {
  app: App;
  db: Database;
  close(): Promise<void>;
}

/** The real app on a fresh database of its own; call close() in afterAll. */
export async function buildTestApp(
  env: NodeJS.ProcessEnv = {},
  onQuery?: (query: string, params: unknown[]) => void,
  {
    logLines,
    ...options
  }: {
    heartbeatMs?: number;
    clock?: Clock;
    logLines?: Record<string, unknown>[];
    followRecords?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(onQuery);
  const config = loadConfig({
    DATA_DIR: '/nonexistent-test-data-dir',
    SESSION_SECRET: TEST_SECRET,
    ADMIN_EMAILS: TEST_ADMIN_EMAIL,
    ...env,
  });
  const logger = logLines ? { level: 'info', stream: collectLines(logLines) } : false;
  // A test counting a request's queries would count the records' refresh after it, by chance.
  const app = await buildApp({
    config,
    database,
    logger,
    followRecords: onQuery === undefined,
    ...options,
  });
  await app.ready();
  // Tests search as soon as they start: they read the index, not the database it replaces while
  // it loads, unless they ask for the database (`SEARCH_INDEX: 'database'`).
  await app.searchIndex?.loaded;
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A log stream that keeps each JSON line, parsed, in `lines`. */
export function collectLines(lines: Record<string, unknown>[]): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
}

/** The app mailing to a real SMTP server of its own on 127.0.0.1; close() stops both. */
export async function buildTestAppWithMailSink(env: NodeJS.ProcessEnv = {}) {
  const smtp = await startSmtpSink();
  const t = await buildTestApp({ ...env, SMTP_URL: smtp.url });
  return {
    t,
    smtp,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}
