import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '@/tests/app/temp-dir.ts';
import { loadConfig } from './config.ts';

const dataDir = () => tempDir('bh-config-');

describe('loadConfig', () => {
  it('gives the documented defaults and keeps a generated session secret in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:5000',
      dataDir: dir,
      databaseUrl: undefined,
      oidc: undefined,
      adminEmails: [],
      digestCron: '0 9 * * 1',
      http: {
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 120_000,
        keepAliveTimeoutMs: 5_000,
        maxConnections: 4096,
      },
    });
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('parses ADMIN_EMAILS into lower-cased addresses', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ADMIN_EMAILS: ' Boss@Example.test, ops@example.test ',
    });
    expect(config.adminEmails).toEqual(['boss@example.test', 'ops@example.test']);
  });

  it('reads the slow-client timeouts and the connection cap', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      HTTP_HEADERS_TIMEOUT_MS: '500',
      HTTP_REQUEST_TIMEOUT_MS: ' 30000 ',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000',
      HTTP_MAX_CONNECTIONS: '100',
    });
    expect(config.http).toEqual({
      headersTimeoutMs: 500,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 65_000,
      maxConnections: 100,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid PORT: /],
    [{ PORT: '70000' }, /^Invalid PORT: /],
    [{ PUBLIC_URL: 'ftp://files.example' }, /^Invalid PUBLIC_URL: /],
    [{ DATABASE_URL: 'mysql://db/x', SESSION_SECRET: 'x'.repeat(32) }, /^Invalid DATABASE_URL: /],
    [{ DATABASE_URL: 'postgres://db/x' }, /^Invalid SESSION_SECRET: required when DATABASE_URL/],
    [{ SESSION_SECRET: 'short' }, /^Invalid SESSION_SECRET: /],
    [{ ADMIN_EMAILS: 'ok@example.test,not-an-address' }, /^Invalid ADMIN_EMAILS: /],
    [{ OIDC_ISSUER_URL: 'https://id.example' }, /^Invalid OIDC_CLIENT_ID: /],
    [{ SMTP_URL: 'http://mail.example' }, /^Invalid SMTP_URL: /],
    [{ DIGEST_CRON: 'every monday' }, /^Invalid DIGEST_CRON: must be a valid cron pattern$/],
    [
      { HTTP_HEADERS_TIMEOUT_MS: 'ten seconds' },
      /^Invalid HTTP_HEADERS_TIMEOUT_MS: must be a whole number of milliseconds$/,
    ],
    [
      { HTTP_HEADERS_TIMEOUT_MS: '10' },
      /^Invalid HTTP_HEADERS_TIMEOUT_MS: must be at least 100 \(milliseconds\)$/,
    ],
    [
      { HTTP_REQUEST_TIMEOUT_MS: '1.5' },
      /^Invalid HTTP_REQUEST_TIMEOUT_MS: must be a whole number of milliseconds$/,
    ],
    [{ HTTP_REQUEST_TIMEOUT_MS: '86400000' }, /^Invalid HTTP_REQUEST_TIMEOUT_MS: must be at most /],
    [{ HTTP_KEEP_ALIVE_TIMEOUT_MS: '-5000' }, /^Invalid HTTP_KEEP_ALIVE_TIMEOUT_MS: /],
    [{ HTTP_MAX_CONNECTIONS: '0' }, /^Invalid HTTP_MAX_CONNECTIONS: must be at least 1$/],
    [{ HTTP_MAX_CONNECTIONS: 'lots' }, /^Invalid HTTP_MAX_CONNECTIONS: must be a whole number$/],
    [
      { HTTP_HEADERS_TIMEOUT_MS: '90000', HTTP_REQUEST_TIMEOUT_MS: '60000' },
      /^Invalid HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS \(60000\)$/,
    ],
  ])('stops on %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});
