import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from './e2e/support/accounts.ts';
import { CHROMIUM_LAUNCH } from './tests/processes/chromium.ts';

// This file is evaluated again in every worker: the port and data directory chosen by the
// first evaluation travel to the workers through the environment.
// The port is one the system says is free: a random pick once landed on a message broker's.
process.env.E2E_PORT ??= execFileSync(
  process.execPath,
  [
    '-e',
    "const s = require('node:net').createServer(); s.listen(0, () => { process.stdout.write(String(s.address().port)); s.close(); });",
  ],
  { encoding: 'utf8' },
);
// A fresh embedded database for every run, so tests never see an earlier run's accounts.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'bh-e2e-'));
const PORT = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  // On a two-core machine whose CPU the host was sharing out (two browsers, the server and its
  // embedded database at once), a flow of a dozen screens took 22-36 s and a new account's first
  // screen drew 8 s after its click. Waits only end sooner when what they wait for shows.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The run's admin and a verified tester exist before the server takes the embedded database.
    command:
      'node --import tsx e2e/support/prepare-accounts.ts && node --enable-source-maps dist/server/server.js',
    url: `http://localhost:${PORT}/api/auth/user`,
    // /api/auth/user answers 401 when signed out: any answer means the server is up.
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${PORT}`,
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      LOG_LEVEL: 'warn',
      // Only test cycles read the server's clock: the cycle spec moves it through their days.
      TEST_CLOCK: '1',
      // Builders open their verification link from the outbox, as posting a listing needs it.
      TEST_MAILBOX: '1',
      // Playwright's API client reuses idle connections without a time limit: one the server
      // closed after its 5 idle seconds, at the instant of a reuse, failed a request with
      // ECONNRESET. Longer than any test runs, so no test meets that race.
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '75000',
    },
  },
});
