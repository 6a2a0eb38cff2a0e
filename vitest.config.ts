import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const alias = { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) };
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
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
