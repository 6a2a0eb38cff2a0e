import type { FastifyLoggerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectLines, TEST_SECRET } from '@/tests/app/build-app.ts';
import { createTestDatabase } from '@/tests/app/test-database.ts';
import { type App, buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { loggerOptions } from './logger.ts';

describe('loggerOptions', () => {
  it('production logs JSON lines, even where pino-pretty is installed', () => {
    const options = loggerOptions({ logLevel: 'info', isProduction: true }, () => true);
    expect(options).toMatchObject({ level: 'info' });
    expect(options).not.toHaveProperty('transport');
  });

  it('development pretty-prints through pino-pretty when it is installed', () => {
    expect(loggerOptions({ logLevel: 'debug', isProduction: false }, () => true)).toMatchObject({
      level: 'debug',
      transport: { target: 'pino-pretty' },
    });
  });

  it('development falls back to JSON lines without pino-pretty', () => {
    const options = loggerOptions({ logLevel: 'info', isProduction: false }, () => false);
    expect(options).toMatchObject({ level: 'info' });
    expect(options).not.toHaveProperty('transport');
  });
});

describe('the request log', () => {
  const lines: Record<string, unknown>[] = [];
  let database: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      DATA_DIR: '/nonexistent-test-data-dir',
      SESSION_SECRET: TEST_SECRET,
    });
    const options = loggerOptions({ logLevel: 'info', isProduction: true }) as FastifyLoggerOptions;
    app = await buildApp({ config, database, logger: { ...options, stream: collectLines(lines) } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const loggedUrls = () =>
    lines.flatMap((line) => {
      const req = line.req as { url?: string } | undefined;
      return req?.url ? [req.url] : [];
    });

  it('keeps the path of every link but never the secret it carries', async () => {
    const links: [method: 'GET' | 'POST' | 'PUT', url: string, path: string][] = [
      ['GET', '/reset-password?token=secret-reset-1', '/reset-password?token='],
      ['GET', '/verify-email?token=secret-verify-2', '/verify-email?token='],
      ['GET', '/confirm-email?token=secret-change-3', '/confirm-email?token='],
      ['GET', '/cancel-email-change?token=secret-cancel-11', '/cancel-email-change?token='],
      ['GET', '/api/digest/unsubscribe?token=secret-digest-4', '/api/digest/unsubscribe?token='],
      [
        'POST',
        '/api/notifications/unsubscribe?type=chat&token=secret-notice-5',
        '/api/notifications/unsubscribe?type=chat&token=',
      ],
      ['PUT', '/api/uploads/secret-upload-6', '/api/uploads/'],
      ['GET', '/api/callback?code=secret-code-7&state=s', '/api/callback?code='],
      ['GET', '/verify-email?%74oken=secret-encoded-8', '/verify-email?%74oken='],
      ['GET', '/reset-password?a=1&token=secret-9&token=secret-10', '/reset-password?a=1&token='],
    ];
    for (const [method, url] of links) await app.inject({ method, url });

    const logged = loggedUrls();
    for (const [, url, path] of links) {
      expect(
        logged.some((entry) => entry.startsWith(path)),
        url,
      ).toBe(true);
    }
    expect(JSON.stringify(lines)).not.toMatch(/secret-/);
  });

  it('logs other URLs as they came', async () => {
    await app.inject({ method: 'GET', url: '/browse?q=tokens&category=Games' });
    expect(loggedUrls()).toContain('/browse?q=tokens&category=Games');
  });
});
