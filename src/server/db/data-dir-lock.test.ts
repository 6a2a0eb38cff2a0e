import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '@/server/project-root.ts';
import { tempDir } from '@/tests/app/temp-dir.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';

describe('acquireDataDirLock', () => {
  it('refuses a directory held by another live process, naming DATA_DIR', () => {
    const dir = tempDir('bh-lock-');
    // PID 1 is always alive and never us.
    writeFileSync(path.join(dir, 'db.lock'), '1');
    expect(() => acquireDataDirLock(dir)).toThrow(/^Invalid DATA_DIR: .* in use by process 1/);
  });

  it('takes over a stale lock and releases it so it can be taken again', () => {
    const dir = tempDir('bh-lock-');
    writeFileSync(path.join(dir, 'db.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    release();
    acquireDataDirLock(dir)();
  });
});

describe('npm run seed while the server holds the embedded database', () => {
  it('says to stop the server first or to use DATABASE_URL, and changes nothing', () => {
    const dir = tempDir('bh-lock-');
    writeFileSync(path.join(dir, 'db.lock'), '1');
    const { DATABASE_URL: _, ...env } = process.env;
    const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
      cwd: projectRoot,
      env: { ...env, DATA_DIR: dir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(seed.status).toBe(1);
    expect(seed.stderr).toContain(
      `npm run seed cannot open the embedded database in ${dir}: process 1 (most likely the running server) has it open`,
    );
    expect(seed.stderr).toContain('Stop the server first (Ctrl+C where it runs), run npm run seed');
    expect(seed.stderr).toContain('set DATABASE_URL (and SESSION_SECRET)');
  });
});
