import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app.ts';
import { loadConfig } from '@/server/config.ts';
import type { DatabaseHandle } from '@/server/db/client.ts';
import { healthPaths } from '@/shared/contracts/health.ts';
import { collectLines, TEST_SECRET } from '@/tests/app/build-app.ts';
import { createTestDatabase } from '@/tests/app/test-database.ts';

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const one of opened.splice(0).reverse()) await one.close().catch(() => {});
});

/** The app on a database of the test's choosing, its log lines (info and up) collected. */
async function appOn(database: DatabaseHandle) {
  const lines: { level: number; msg?: string; detail?: string; req?: { url: string } }[] = [];
  const stream = collectLines(lines);
  const config = loadConfig({
    DATA_DIR: '/nonexistent-test-data-dir',
    SESSION_SECRET: TEST_SECRET,
    // The search index logs its load at info, whenever it ends: the lines here are the probes'.
    SEARCH_INDEX: 'database',
  });
  const app = await buildApp({ config, database, logger: { level: 'info', stream } });
  await app.ready();
  opened.push(database, app);
  return { app, lines };
}

describe('health endpoints', () => {
  it('/healthz and /readyz answer 200 on a migrated database, and log nothing at info', async () => {
    const { app, lines } = await appOn(await createTestDatabase());
    const live = await app.inject({ method: 'GET', url: healthPaths.live });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: healthPaths.ready });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ok',
      details: { search: { source: 'database', reason: 'SEARCH_INDEX is database' } },
    });
    expect(lines).toEqual([]);
    // Other requests are still logged, so the silence above is the probes' own.
    await app.inject({ method: 'GET', url: '/api/docs' });
    expect(lines.some((line) => line.req?.url === '/api/docs')).toBe(true);
  });

  it('stay outside the rate limits: many probes in a row all answer 200', async () => {
    const { app } = await appOn(await createTestDatabase());
    for (let i = 0; i < 300; i++) {
      const response = await app.inject({
        method: 'GET',
        url: i % 2 ? healthPaths.live : healthPaths.ready,
        remoteAddress: '198.51.100.20',
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('/readyz is 503 with a reason on a database nobody migrated; /healthz stays 200', async () => {
    const { app, lines } = await appOn(await createTestDatabase(undefined, { migrate: false }));
    const ready = await app.inject({ method: 'GET', url: healthPaths.ready });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual({
      code: 'not_ready',
      message: 'Not ready: migrations not applied',
    });
    expect(lines.filter((line) => line.msg === 'not ready')).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: healthPaths.live })).statusCode).toBe(200);
  });

  it('/readyz is 503 while the latest migration is missing', async () => {
    const database = await createTestDatabase();
    await database.db.execute(sql`
      delete from drizzle.__drizzle_migrations
      where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const { app, lines } = await appOn(database);
    const ready = await app.inject({ method: 'GET', url: healthPaths.ready });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ code: 'not_ready', message: 'Not ready: migrations pending' });
    expect(lines.find((line) => line.msg === 'not ready')?.detail).toMatch(
      /^the latest, \d{4}_\w+, is not applied$/,
    );
  });

  it('/readyz is 503 when the database does not answer', async () => {
    const database = await createTestDatabase();
    const { app, lines } = await appOn(database);
    await database.close();
    const ready = await app.inject({ method: 'GET', url: healthPaths.ready });
    expect(ready.statusCode).toBe(503);
    // The driver's words can name the host and the database user: the log has them, not the probe.
    expect(ready.json()).toEqual({
      code: 'not_ready',
      message: 'Not ready: database does not answer',
    });
    expect(lines.find((line) => line.msg === 'not ready')?.detail).toEqual(expect.any(String));
    expect((await app.inject({ method: 'GET', url: healthPaths.live })).statusCode).toBe(200);
  });
});
