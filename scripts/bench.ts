// `npm run bench [-- --quick]`: seeds its own database with listings, serves the real app, and
// loads it with autocannon from a separate process. Prints a table and writes bench/results.json.
// BENCH_DATABASE_URL runs the same on a PostgreSQL server (a fresh database is created on it).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { startServerProcess } from '../tests/server-process.ts';
import { benchChat } from './bench-chat.ts';
import { seedBenchListings } from './bench-seed.ts';

const run = promisify(execFile);
const quick = process.argv.includes('--quick');
const LISTINGS = 10_000;
const DURATION_SECONDS = quick ? 3 : 10;
const CONNECTIONS = 50;
const BENCH_SECRET = 'bench-secret-that-is-long-enough-to-sign';

interface Result {
  database: string;
  endpoint: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

async function openBenchDatabase(): Promise<{
  handle: DatabaseHandle;
  label: string;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bh-bench-'));
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    return {
      handle,
      label: 'pglite',
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `bh_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.href });
  return {
    handle,
    label: 'postgres',
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function load(url: string, cookie: string): Promise<Omit<Result, 'database' | 'endpoint'>> {
  const { stdout } = await run(
    'npx',
    [
      'autocannon',
      '--json',
      '-c',
      String(CONNECTIONS),
      '-d',
      String(DURATION_SECONDS),
      '-H',
      `cookie=${cookie}`,
      url,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  return {
    requestsPerSecond: Math.round(report.requests.average),
    p50Ms: report.latency.p50,
    p99Ms: report.latency.p99,
    errors: report.errors + report.non2xx,
  };
}

async function main() {
  const { handle, label, drop } = await openBenchDatabase();
  try {
    await migrateDatabase(handle);
    const config = loadConfig({
      ...process.env,
      PORT: '0',
      SESSION_SECRET: 'bench-secret-that-is-long-enough-to-sign',
    });
    const app = await buildApp({ config, database: handle });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    console.log(`Seeding ${LISTINGS.toLocaleString()} listings on ${label}...`);
    const { cookie, sampleId } = await seedBenchListings(app, LISTINGS);

    const endpoints = [
      ['GET /api/software', '/api/software'],
      ['GET /api/software?search=', '/api/software?search=notes'],
      ['GET /api/software?category=', '/api/software?category=DevTool'],
      ['GET /api/software/{id}', `/api/software/${sampleId}`],
    ] as const;
    const results: Result[] = [];
    for (const [endpoint, url] of endpoints) {
      results.push({ database: label, endpoint, ...(await load(`${base}${url}`, cookie)) });
    }

    // Chat crosses two processes on PostgreSQL; PGlite is one process by design.
    const chatServers = handle.connectionString
      ? await Promise.all(
          [0, 1].map(() =>
            startServerProcess({
              DATABASE_URL: handle.connectionString as string,
              SESSION_SECRET: BENCH_SECRET,
            }),
          ),
        )
      : [];
    const chat = await benchChat(
      handle.db,
      chatServers.length ? chatServers.map((server) => server.url) : [base],
      BENCH_SECRET,
      { waves: quick ? 3 : 10 },
    );
    await Promise.all(chatServers.map((server) => server.stop()));
    await app.close();
    console.table(results);
    console.table([{ database: label, ...chat }]);
    mkdirSync('bench', { recursive: true });
    const report = {
      listings: LISTINGS,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      results,
      chat,
    };
    writeFileSync('bench/results.json', `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await handle.close();
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
