import { execFile, spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
// Its own node process, so the load generator does not share an event loop with anything here.
const AUTOCANNON = fileURLToPath(import.meta.resolve('autocannon/autocannon.js'));
export const CONNECTIONS = 50;

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export interface LoadTarget {
  url: string;
  cookie?: string;
  method?: 'GET' | 'POST';
  body?: object;
}

async function autocannon(target: LoadTarget, seconds: number) {
  const args = [AUTOCANNON, '--json', '-c', String(CONNECTIONS), '-d', String(seconds)];
  if (target.cookie) args.push('-H', `cookie=${target.cookie}`);
  if (target.body) {
    args.push('-m', target.method ?? 'POST', '-H', 'content-type=application/json');
    args.push('-b', JSON.stringify(target.body));
  }
  const { stdout } = await run(process.execPath, [...args, target.url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

/** autocannon from a separate process; a short unmeasured run first, so warm-up does not count. */
export async function load(target: LoadTarget, seconds: number): Promise<LoadResult> {
  await autocannon(target, 1);
  const report = await autocannon(target, seconds);
  return {
    requestsPerSecond: Math.round(report.requests.average),
    p50Ms: report.latency.p50,
    p99Ms: report.latency.p99,
    errors: report.errors + report.non2xx,
  };
}

/** A load in which each request differs: searches in turn, or a tester and a listing in turn. */
export type RotatingPlan = {
  baseUrl: string;
  connections: number;
  /** The first request's index: an undo replays the pairs its do made. */
  from: number;
  seconds?: number;
  /** Requests to make instead of running for `seconds`. */
  amount?: number;
} & (
  | { method: 'GET'; paths: string[] }
  | { method: 'POST' | 'DELETE'; path: string; cookies: string[]; listingIds: string[] }
);

/** Runs scripts/bench-rotating-load.mjs: autocannon's API, in a process of its own. */
export async function loadRotating(plan: RotatingPlan): Promise<LoadResult & { sent: number }> {
  const { stdout } = await run(process.execPath, ['scripts/bench-rotating-load.mjs'], {
    env: { ...process.env, BENCH_ROTATING_PLAN: JSON.stringify(plan) },
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

/** Loads the bare-Fastify yardstick serving exactly these bytes. */
export async function loadBaseline(body: Buffer, seconds: number): Promise<LoadResult> {
  const bodyFile = path.join(tmpdir(), `bh-baseline-${process.pid}.json`);
  writeFileSync(bodyFile, body);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-baseline.ts'], {
    env: { ...process.env, BASELINE_BODY_FILE: bodyFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const address = await new Promise<string>((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString()).address));
      child.once('exit', (code) => reject(new Error(`baseline exited with ${code}`)));
    });
    return await load({ url: `${address}/baseline` }, seconds);
  } finally {
    child.kill();
    rmSync(bodyFile, { force: true });
  }
}

/** Resident memory of a process, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
