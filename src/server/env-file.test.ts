import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from './config.ts';
import { loadEnvFile } from './env-file.ts';
import { projectRoot } from './project-root.ts';

const envFile = (text: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'env-file-')), '.env');
  writeFileSync(file, text);
  return file;
};

describe('loadEnvFile', () => {
  it('fills in what the environment lacks; a real variable wins over the file', () => {
    const file = envFile(
      [
        '# Beta Harbor',
        'PORT=8080',
        'PUBLIC_URL="https://harbor.example.com"',
        "MAIL_FROM='Harbor <mail@example.com>' # quoted, with a comment",
        '# SMTP_URL=smtp://localhost:25',
        '',
      ].join('\n'),
    );
    const env: NodeJS.ProcessEnv = { PORT: '5005' };
    expect(loadEnvFile(file, env).sort()).toEqual(['MAIL_FROM', 'PUBLIC_URL']);
    expect(env).toEqual({
      PORT: '5005',
      PUBLIC_URL: 'https://harbor.example.com',
      MAIL_FROM: 'Harbor <mail@example.com>',
    });
    const config = loadConfig({ ...env, SESSION_SECRET: 'x'.repeat(32) });
    expect(config.port).toBe(5005);
    expect(config.publicUrl).toBe('https://harbor.example.com');
    expect(config.smtpUrl).toBeUndefined();
  });

  it('an empty real variable still wins', () => {
    const env: NodeJS.ProcessEnv = { DATABASE_URL: '' };
    loadEnvFile(envFile('DATABASE_URL=postgres://db/app\n'), env);
    expect(env.DATABASE_URL).toBe('');
  });

  it('no file, no change', () => {
    const env: NodeJS.ProcessEnv = { PORT: '1' };
    expect(loadEnvFile('/nonexistent/.env', env)).toEqual([]);
    expect(env).toEqual({ PORT: '1' });
  });
});

describe('.env.example', () => {
  const example = readFileSync(path.join(projectRoot, '.env.example'), 'utf8');
  const lines = [...example.matchAll(/^# ([A-Z_]+)=(.*)$/gm)];

  it('lists every variable the server reads, once', () => {
    expect(lines.map(([, name]) => name).sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('shows the defaults: uncommented as it is, it configures what no file would', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'env-example-'));
    const uncommented = envFile(lines.map(([line]) => line.slice(2)).join('\n'));
    const env: NodeJS.ProcessEnv = { DATA_DIR: dir };
    loadEnvFile(uncommented, env);
    expect(loadConfig(env)).toEqual(loadConfig({ DATA_DIR: dir }));
  });
});
