import { type App, buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import type { Database } from '../src/server/db/client.ts';
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
  options: { heartbeatMs?: number } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(onQuery);
  const config = loadConfig({
    DATA_DIR: '/nonexistent-test-data-dir',
    SESSION_SECRET: TEST_SECRET,
    ADMIN_EMAILS: TEST_ADMIN_EMAIL,
    ...env,
  });
  const app = await buildApp({ config, database, ...options });
  await app.ready();
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
