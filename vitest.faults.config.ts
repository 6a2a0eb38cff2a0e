import { defineConfig } from 'vitest/config';
import { alias } from './vitest.config.ts';

/**
 * `npm run test:faults`: real server processes killed, stopped and cut off from their database
 * under load. Slower than the API suite and run after it, by `.ci/run` too.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    name: 'faults',
    environment: 'node',
    include: ['tests/faults/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
