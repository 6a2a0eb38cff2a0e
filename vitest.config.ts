import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The one alias, as tsconfig.json's `paths` says: `@/tests/` is the test helpers, any other `@/` is
 * `src/`. The faults config shares it.
 */
export const alias = [
  { find: /^@\/tests\//, replacement: fileURLToPath(new URL('./tests/', import.meta.url)) },
  { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
];
const serverTests = [
  'src/server/**/*.test.ts',
  'src/shared/**/*.test.ts',
  'tests/access-matrix/**/*.test.ts',
  'tests/bad-input/**/*.test.ts',
];

/** The API suite runs once per database: always on PGlite, and on PostgreSQL when CI gives one. */
function apiProject(database: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    resolve: { alias },
    test: {
      name: `api-${database}`,
      environment: 'node',
      include: serverTests,
      env: { TEST_DB: database },
      globalSetup: ['tests/app/global-setup.ts'],
      /*
       * Each file builds its app on a database of its own, so the files of a worker share its
       * loaded modules instead of importing Fastify, Drizzle and PGlite afresh, which cost more
       * than their tests. The price: a `vi.mock` would outlive its file and miss modules already
       * loaded, so API tests spy on exports or instances instead.
       */
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    /*
     * Vitest's default on two cores is one worker. API tests spend much of their time waiting on
     * PostgreSQL, so the files of all projects share one worker per core (VITEST_MAX_WORKERS
     * overrides it).
     */
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/client/setup.ts'],
          // A screen test takes well under a second alone; beside the API suite on two busy
          // cores it has been seen to take ten.
          testTimeout: 20_000,
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
