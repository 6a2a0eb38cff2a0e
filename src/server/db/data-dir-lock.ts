import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder?: number,
  ) {
    super(
      holder
        ? `Invalid DATA_DIR: ${dataDir} is in use by process ${holder}; stop it, or set DATABASE_URL to run several processes on PostgreSQL`
        : `Invalid DATA_DIR: could not lock ${dataDir}`,
    );
  }

  /** What a one-off command (seed, digest) tells its user: most likely the server holds it. */
  adviceFor(command: string): string {
    const who = this.holder
      ? `process ${this.holder} (most likely the running server)`
      : 'another process';
    return [
      `${command} cannot open the embedded database in ${this.dataDir}: ${who} has it open, and PGlite serves one process at a time.`,
      `Stop the server first (Ctrl+C where it runs), run ${command}, then start the server again;`,
      `or run both on PostgreSQL: set DATABASE_URL (and SESSION_SECRET) for the server and for ${command}.`,
    ].join('\n');
  }
}

/**
 * PGlite is one process's database: a second process opening the same directory corrupts it.
 * A lock file holding our pid makes the second start fail with a clear message instead.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (isRunning(holder) && holder !== process.pid) {
        throw new DataDirLockedError(dataDir, holder);
      }
      // The holder died without cleaning up; its lock is stale.
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(dataDir);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
