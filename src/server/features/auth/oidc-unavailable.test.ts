import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type App, buildApp } from '@/server/app.ts';
import { loadConfig } from '@/server/config.ts';
import type { DatabaseHandle } from '@/server/db/client.ts';
import { TEST_SECRET } from '@/tests/app/build-app.ts';
import { createTestDatabase } from '@/tests/app/test-database.ts';
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_PUBLIC_URL,
  startTestProvider,
  type TestProvider,
} from '@/tests/oidc/oidc-provider.ts';
import { freePort } from '@/tests/processes/free-port.ts';

let port: number;
let database: DatabaseHandle;
let app: App;
let provider: TestProvider | undefined;
const logLines: { level: number; msg: string }[] = [];

beforeAll(async () => {
  // Nothing listens there yet: the provider is down when the app starts.
  port = await freePort();
  database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: '/nonexistent-test-data-dir',
    SESSION_SECRET: TEST_SECRET,
    OIDC_ISSUER_URL: `http://127.0.0.1:${port}`,
    OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET,
    PUBLIC_URL: OIDC_PUBLIC_URL,
  });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  app = await buildApp({ config, database, logger: { level: 'info', stream } });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await provider?.close();
});

const login = (accept?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/login?returnTo=%2Fdashboard',
    headers: accept ? { accept } : {},
  });

it('starts anyway and says once in the log that single sign-on is unavailable', async () => {
  const unavailable = () => logLines.filter((l) => l.msg.startsWith('Single sign-on unavailable'));
  for (let i = 0; i < 100 && unavailable().length === 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(unavailable()).toEqual([
    expect.objectContaining({
      level: 40,
      msg: `Single sign-on unavailable: cannot read http://127.0.0.1:${port}`,
    }),
  ]);
  expect((await app.inject({ method: 'GET', url: '/api/software' })).statusCode).toBe(200);
});

it('shows a browser a sign-in page that says sign-in is unavailable (503, Retry-After)', async () => {
  const page = await login('text/html,application/xhtml+xml');
  expect(page.statusCode).toBe(503);
  expect(page.headers['retry-after']).toBe('60');
  expect(page.body).toContain('<h1>Sign-in is unavailable</h1>');
  expect(page.body).toContain('Please try again in a few minutes.');
  expect(page.body).toContain('href="/api/login?returnTo=%2Fdashboard">Try again</a>');

  const api = await login();
  expect(api.statusCode).toBe(503);
  expect(api.headers['retry-after']).toBe('60');
  expect(api.json()).toEqual({
    code: 'sso_unavailable',
    message: expect.stringContaining('Sign-in is unavailable'),
  });
});

it('logs the outage once, however many sign-ins it refuses', async () => {
  await login();
  await login();
  expect(logLines.filter((l) => l.msg.startsWith('Single sign-on unavailable'))).toHaveLength(1);
});

it('signs in again by itself once the provider answers, without a restart', async () => {
  provider = await startTestProvider({ port });
  const response = await login();
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toContain(`http://127.0.0.1:${port}/auth?`);
});
