import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock.ts';

describe('acquireDataDirLock', () => {
  it('refuses a directory held by another live process, naming DATA_DIR', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bh-lock-'));
    // PID 1 is always alive and never us.
    writeFileSync(path.join(dir, 'db.lock'), '1');
    expect(() => acquireDataDirLock(dir)).toThrow(/^Invalid DATA_DIR: .* in use by process 1/);
  });

  it('takes over a stale lock and releases it so it can be taken again', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bh-lock-'));
    writeFileSync(path.join(dir, 'db.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    release();
    acquireDataDirLock(dir)();
  });
});
