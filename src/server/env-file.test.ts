import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { tempDir } from '@/tests/app/temp-dir.ts';
import { CONFIG_VARIABLES, loadConfig } from './config.ts';
import { projectRoot } from './project-root.ts';

const ENV_FLAG = '--env-file-if-exists=.env';
const scripts: Record<string, string> = JSON.parse(
  readFileSync(path.join(projectRoot, 'package.json'), 'utf8'),
).scripts;

/** What a Node process started with the scripts' flag, in `dir`, sees of these variables. */
function environmentSeen(dir: string, env: NodeJS.ProcessEnv, names: string[]) {
  const output = execFileSync(
    process.execPath,
    [
      ENV_FLAG,
      '-e',
      `console.log(JSON.stringify(${JSON.stringify(names)}.map((n) => process.env[n] ?? null)))`,
    ],
    { cwd: dir, env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' },
  );
  return JSON.parse(output);
}

describe('.env', () => {
  it('is read by npm start, serve, dev, seed and digest', () => {
    for (const name of ['serve', 'dev', 'seed', 'digest'])
      expect(scripts[name]).toContain(ENV_FLAG);
    expect(scripts.start).toMatch(/npm run serve$/);
  });

  it('fills in what the environment lacks, and a real variable wins over the file', () => {
    const dir = tempDir('env-file-');
    writeFileSync(
      path.join(dir, '.env'),
      [
        'PORT=8080',
        'PUBLIC_URL="https://harbor.example.com"',
        "MAIL_FROM='Harbor <mail@example.com>' # quoted, with a comment",
        '# SMTP_URL=smtp://localhost:25',
      ].join('\n'),
    );
    expect(
      environmentSeen(dir, { PORT: '5005' }, ['PORT', 'PUBLIC_URL', 'MAIL_FROM', 'SMTP_URL']),
    ).toEqual(['5005', 'https://harbor.example.com', 'Harbor <mail@example.com>', null]);
  });

  it('may be absent', () => {
    const dir = tempDir('env-file-');
    expect(environmentSeen(dir, { PORT: '1' }, ['PORT'])).toEqual(['1']);
  });
});

describe('.env.example', () => {
  const example = readFileSync(path.join(projectRoot, '.env.example'), 'utf8');
  const lines = [...example.matchAll(/^# ([A-Z_]+)=(.*)$/gm)];

  it('lists every variable the server reads, once', () => {
    expect(lines.map(([, name]) => name).sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('shows the defaults: uncommented as it is, it configures what no file would', () => {
    const dir = tempDir('env-example-');
    const uncommented = parseEnv(lines.map(([line]) => line.slice(2)).join('\n'));
    expect(loadConfig({ ...uncommented, DATA_DIR: dir })).toEqual(loadConfig({ DATA_DIR: dir }));
  });
});
