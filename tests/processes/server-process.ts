import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const sourceEntry = fileURLToPath(new URL('../../src/server/server.ts', import.meta.url));
const bundleEntry = fileURLToPath(new URL('../../dist/server/server.js', import.meta.url));
const packageJson = fileURLToPath(new URL('../../package.json', import.meta.url));

/**
 * The options `npm run serve` gives node in production, read from package.json so that the bench
 * measures the process production runs; all but `.env`, since a test's environment is its own.
 */
function serveNodeOptions(): string[] {
  const { scripts } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    scripts: Record<string, string>;
  };
  return (scripts.serve ?? '')
    .split(/\s+/)
    .filter((word) => word.startsWith('--') && !word.startsWith('--env-file'));
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** Settles with the exit code once the process ends, however it ends. */
  exited: Promise<number | null>;
  /** The first line the process logged (since it started) that holds `text`, once it has. */
  logged(text: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The real server in a process of its own, on a free port unless PORT. From the sources under
 * tsx, or with `bundled` from the built dist/server/server.js, exactly as production runs it.
 */
export function startServerProcess(
  env: Record<string, string>,
  { bundled = false } = {},
): Promise<ServerProcess> {
  const args = bundled ? [...serveNodeOptions(), bundleEntry] : ['--import', 'tsx', sourceEntry];
  const child = spawn(process.execPath, args, {
    // The address is read from the info-level "ready" line, so the level is not negotiable.
    // The test mailbox lets a test open the links the server mails (signUpOver verifies so).
    env: {
      ...process.env,
      TEST_MAILBOX: '1',
      ...env,
      HOST: '127.0.0.1',
      PORT: env.PORT ?? '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output}`)), 30_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = /"address":"(http:\/\/[^"]+)"/.exec(output)?.[1];
      if (!address) return;
      clearTimeout(timer);
      child.off('exit', exitedEarly);
      child.stdout?.removeAllListeners('data');
      // The process's own lines (not requests': a bench's server answers millions), the last
      // thousand, for `logged` to look through.
      const kept = output.split('\n');
      const waiting = new Map<string, (line: string) => void>();
      let partial = kept.pop() ?? '';
      child.stdout?.on('data', (chunk: Buffer) => {
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          if (line.includes('"reqId"')) continue;
          kept.push(line);
          if (kept.length > 1_000) kept.shift();
          for (const [text, found] of waiting) {
            if (!line.includes(text)) continue;
            waiting.delete(text);
            found(line);
          }
        }
      });
      const logged = (text: string) =>
        new Promise<string>((found) => {
          const line = kept.find((one) => one.includes(text));
          if (line) found(line);
          else waiting.set(text, found);
        });
      const exited = new Promise<number | null>((settle) => {
        if (child.exitCode !== null) settle(child.exitCode);
        else child.once('exit', (code) => settle(code));
      });
      resolve({
        url: address,
        pid: child.pid as number,
        exited,
        logged,
        stop: () => stop(child),
      });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exitedEarly = (code: number | null) =>
      fail(new Error(`server exited with ${code}:\n${output}`));
    child.on('exit', exitedEarly);
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
