import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'bh-config-'));

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
  ])('stops on %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});
