// `npm run bench [-- --quick]`: seeds its own databases, runs the real server in a process of its
// own and loads it with autocannon from another. PGlite always; PostgreSQL too when
// BENCH_DATABASE_URL names a server (a fresh database is created there and dropped after).
// Prints tables and writes bench/results.json, and README's table to bench/table.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '@/server/db/client.ts';
import { migrateDatabase } from '@/server/db/migrate.ts';
import { type ServerProcess, startServerProcess } from '../tests/processes/server-process.ts';
import { benchChat, type ChatPair, seedChatPairs } from './bench-chat.ts';
import { clientBytes } from './bench-client.ts';
import { CONNECTIONS, type LoadResult, load, loadBaseline, rssMb } from './bench-http.ts';
import { benchLighthouse, type LighthouseRow } from './bench-lighthouse.ts';
import { type MixedLoadResult, runMixedLoad } from './bench-mixed.ts';
import { benchSearch } from './bench-search.ts';
import { seedBench } from './bench-seed.ts';
import { benchTable } from './bench-table.ts';
import { benchWrites } from './bench-writes.ts';

const quick = process.argv.includes('--quick');
const SIZES = quick ? [10_000] : [10_000, 100_000];
const SECONDS = quick ? 2 : 6;
const MIXED_SECONDS = quick ? 5 : 60;
const SECRET = 'bench-secret-that-is-long-enough-to-sign-cookies';
// Measured once: how pages paint does not depend on the database behind them.
let lighthouse: LighthouseRow[] | null = null;

interface Row extends LoadResult {
  database: string;
  listings: number;
  endpoint: string;
  ofBaseline: string;
}

/** A fresh database the server can open: a PGlite directory, or a new database on the server. */
async function freshDatabase(kind: 'pglite' | 'postgres'): Promise<{
  open: () => ReturnType<typeof openDatabase>;
  env: Record<string, string>;
  drop: () => Promise<void>;
}> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bh-bench-'));
    return {
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      env: { DATA_DIR: dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.BENCH_DATABASE_URL as string;
  const name = `bh_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    open: () => openDatabase({ kind: 'postgres', url: url.href }),
    env: { DATABASE_URL: url.href },
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Milliseconds from spawning the server to its first 200 answer. */
async function startTimed(
  env: Record<string, string>,
): Promise<{ server: ServerProcess; startupMs: number }> {
  const started = performance.now();
  const server = await startServerProcess(
    { ...env, SESSION_SECRET: SECRET, NODE_ENV: 'production' },
    { bundled: true },
  );
  while ((await fetch(`${server.url}/api/software?limit=1`)).status !== 200) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { server, startupMs: Math.round(performance.now() - started) };
}

async function benchDatabase(kind: 'pglite' | 'postgres', baselineRps: { value: number | null }) {
  const rows: Row[] = [];
  const runtime: Record<string, number | string>[] = [];
  let chat = null;
  let mixed: MixedLoadResult | null = null;
  const empty = await freshDatabase(kind);
  const emptyDb = await empty.open();
  await migrateDatabase(emptyDb);
  await emptyDb.close();
  const emptyStart = await startTimed(empty.env);
  await emptyStart.server.stop();
  await empty.drop();
  runtime.push({ database: kind, listings: 0, startupMs: emptyStart.startupMs });

  for (const size of SIZES) {
    const target = await freshDatabase(kind);
    const db = await target.open();
    await migrateDatabase(db);
    console.log(`Seeding ${size.toLocaleString()} listings on ${kind}...`);
    const data = await seedBench(db.db, size, SECRET);
    const chatPairs: ChatPair[] = chat === null ? await seedChatPairs(db.db, SECRET) : [];
    await db.close();
    const { server, startupMs } = await startTimed(target.env);
    // The rows measure a process at work, not one still loading its search index (on PGlite,
    // whose queries run on the process's own thread, requests wait behind the load's batches).
    await server.logged('search index loaded');
    const idleRss = rssMb(server.pid);
    const browse = await fetch(`${server.url}/api/software`, {
      headers: { cookie: data.testerCookie },
    });
    const browseBytes = Buffer.from(await browse.arrayBuffer());
    if (baselineRps.value === null)
      baselineRps.value = (await loadBaseline(browseBytes, SECONDS)).requestsPerSecond;
    const tester = data.testerCookie;
    const targets = [
      ['GET /api/software', { url: `${server.url}/api/software`, cookie: tester }],
      [
        'GET /api/software?search=',
        { url: `${server.url}/api/software?search=notes`, cookie: tester },
      ],
      [
        'GET /api/software?category=',
        { url: `${server.url}/api/software?category=DevTool`, cookie: tester },
      ],
      [
        'GET /api/software?platform=',
        { url: `${server.url}/api/software?platform=Windows`, cookie: tester },
      ],
      ...(['places', 'cycle', 'responsive'] as const).map(
        (sort) =>
          [
            `GET /api/software?sort=${sort}`,
            { url: `${server.url}/api/software?sort=${sort}`, cookie: tester },
          ] as const,
      ),
      [
        'GET /api/software/{id}',
        { url: `${server.url}/api/software/${data.sampleId}`, cookie: tester },
      ],
      [
        'POST /api/saved',
        { url: `${server.url}/api/saved`, cookie: tester, body: { softwareId: data.sampleId } },
      ],
      [
        'POST /api/interests',
        { url: `${server.url}/api/interests`, cookie: tester, body: { softwareId: data.sampleId } },
      ],
    ] as const;
    const results: [string, LoadResult][] = [];
    for (const [endpoint, loadTarget] of targets) {
      results.push([endpoint, await load(loadTarget, SECONDS)]);
    }
    results.push(...(await benchWrites(server.url, chatPairs, SECONDS)));
    for (const [endpoint, result] of results) {
      const ofBaseline = `${Math.round((100 * result.requestsPerSecond) / (baselineRps.value || 1))}%`;
      rows.push({ database: kind, listings: size, endpoint, ...result, ofBaseline });
    }
    lighthouse ??= await benchLighthouse(
      server.url,
      { cookie: tester, listingId: data.sampleId },
      quick ? 1 : 3,
    );
    runtime.push({
      database: kind,
      listings: size,
      startupMs,
      idleRssMb: idleRss,
      loadedRssMb: rssMb(server.pid),
    });
    if (chat === null) {
      // Chat crosses two processes on PostgreSQL; PGlite is one process by design.
      const second =
        kind === 'postgres'
          ? await startServerProcess(
              { ...target.env, SESSION_SECRET: SECRET, NODE_ENV: 'production' },
              { bundled: true },
            )
          : null;
      const servers = [server.url, (second ?? server).url];
      chat = {
        database: kind,
        ...(await benchChat(chatPairs, servers, {
          waves: quick ? 3 : 10,
          steadySeconds: quick ? 3 : 10,
        })),
      };
      await second?.stop();
      if (kind === 'postgres') {
        console.log(`Mixed load: ${chatPairs.length * 2} users for ${MIXED_SECONDS} s...`);
        mixed = await runMixedLoad(server.url, chatPairs, MIXED_SECONDS);
      }
    }
    await server.stop();
    await target.drop();
  }
  return { rows, runtime, chat, mixed };
}

async function main() {
  const baselineRps = { value: null as number | null };
  const kinds: ('pglite' | 'postgres')[] = process.env.BENCH_DATABASE_URL
    ? ['pglite', 'postgres']
    : ['pglite'];
  const all = [];
  for (const kind of kinds) all.push(await benchDatabase(kind, baselineRps));
  const client = clientBytes();
  const rows = all.flatMap((r) => r.rows);
  const runtime = all.flatMap((r) => r.runtime);
  const chat = all.flatMap((r) => (r.chat ? [r.chat] : []));
  const mixed = all.flatMap((r) => (r.mixed ? [r.mixed] : []));
  console.log(
    `\nBaseline (bare Fastify, same bytes as Browse): ${baselineRps.value} req/s at ${CONNECTIONS} connections`,
  );
  console.table(rows);
  console.table(runtime);
  console.table(chat);
  for (const run of mixed) {
    const { p99ByActionMs, ...summary } = run;
    console.table([summary]);
    console.table([p99ByActionMs]);
  }
  console.table([client]);
  console.table(lighthouse ?? []);
  const { rows: search, loads: searchIndexLoads } = await benchSearch({
    quick,
    kinds,
    freshDatabase,
    startServer: startTimed,
  });
  mkdirSync('bench', { recursive: true });
  const report = {
    quick,
    connections: CONNECTIONS,
    seconds: SECONDS,
    baselineRps: baselineRps.value,
    rows,
    runtime,
    chat,
    mixed,
    client,
    search,
    searchIndexLoads,
    lighthouse,
  };
  writeFileSync('bench/results.json', `${JSON.stringify(report, null, 2)}\n`);
  const table = benchTable({ rows, search, searchIndexLoads, mixed, lighthouse });
  writeFileSync('bench/table.md', `${table}\n`);
  console.log(`\n${table}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
