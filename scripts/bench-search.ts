// Search under load, one row per kind of query, each request a different search of that kind
// (tests/search/search-pools.ts), on a catalogue whose words are used as unevenly as real ones
// (tests/search/search-catalogue.ts). Called once from bench.ts with its own helpers.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/db/client.ts';
import { migrateDatabase } from '@/server/db/migrate.ts';
import { users } from '@/server/db/schema/users.ts';
import { insertSearchCatalogue } from '../tests/search/search-catalogue.ts';
import { searchPools } from '../tests/search/search-pools.ts';
import { CONNECTIONS, type LoadResult, loadRotating, rssMb } from './bench-http.ts';

type Kind = 'pglite' | 'postgres';

export interface SearchBenchHelpers {
  quick: boolean;
  kinds: Kind[];
  freshDatabase: (kind: Kind) => Promise<{
    open: () => Promise<DatabaseHandle>;
    env: Record<string, string>;
    drop: () => Promise<void>;
  }>;
  startServer: (env: Record<string, string>) => Promise<{
    server: {
      url: string;
      pid: number;
      logged: (text: string) => Promise<string>;
      stop: () => Promise<void>;
    };
  }>;
}

/** How long a server took to load its search index, and its memory once loaded. */
export interface IndexLoad {
  database: Kind;
  listings: number;
  loadMs: number;
  rssMb: number;
}

export interface SearchRow extends LoadResult {
  database: Kind;
  listings: number;
  query: string;
  /** Distinct searches the load cycled through. */
  searches: number;
}

/** A million listings only on PostgreSQL and only in the full run: the second target. */
function sizesFor(kind: Kind, quick: boolean): number[] {
  if (quick) return [10_000];
  return kind === 'postgres' ? [100_000, 1_000_000] : [100_000];
}

/**
 * Long enough for the young generation's first collections at a few thousand searches a second;
 * the quick run, whose rows are a second each, settles for one.
 */
const settleSeconds = (quick: boolean) => (quick ? 1 : 3);

/** Each statement inserts this many listings: big enough to be fast, small enough to log progress. */
const CHUNK = 100_000;

export async function benchSearch(
  helpers: SearchBenchHelpers,
): Promise<{ rows: SearchRow[]; loads: IndexLoad[] }> {
  const { quick } = helpers;
  const seconds = quick ? 1 : 4;
  const rows: SearchRow[] = [];
  const loads: IndexLoad[] = [];
  for (const kind of helpers.kinds) {
    for (const size of sizesFor(kind, quick)) {
      const target = await helpers.freshDatabase(kind);
      const handle = await target.open();
      await migrateDatabase(handle);
      const started = performance.now();
      const [builder] = await handle.db
        .insert(users)
        .values({
          email: 'bench-search@example.test',
          firstName: 'Bench',
          lastName: 'Search',
          role: 'Builder',
          phone: '1',
        })
        .returning({ id: users.id });
      const chunks = Array.from({ length: Math.ceil(size / CHUNK) }, (_, at) => 1 + at * CHUNK);
      // Two statements at a time, one per core: a million listings in 58 s rather than 113.
      await Promise.all(
        [0, 1].map(async (worker) => {
          for (const from of chunks.filter((_, at) => at % 2 === worker)) {
            await insertSearchCatalogue(handle.db, {
              builderId: builder?.id ?? '',
              imageUrl: '/objects/none',
              from,
              to: Math.min(size, from + CHUNK - 1),
              total: size,
            });
          }
        }),
      );
      // As autovacuum would by the time anyone searches: a bulk load leaves its words in the word
      // indexes' pending list, which every search reads through until a vacuum merges it.
      await handle.db.execute(sql`vacuum analyze`);
      await handle.close();
      const seededS = Math.round((performance.now() - started) / 100) / 10;
      console.log(`Search: ${size.toLocaleString()} listings on ${kind} seeded in ${seededS} s`);
      const { server } = await helpers.startServer(target.env);
      // Searches are answered by the database until the index is loaded: measured once it is.
      const loaded = JSON.parse(await server.logged('search index loaded'));
      loads.push({ database: kind, listings: size, loadMs: loaded.ms, rssMb: rssMb(server.pid) });
      const pools = Object.entries(searchPools());
      // The index just loaded is still in the young generation: the process's first collections
      // copy it out, once, in pauses that belong to start-up and had raised the first row's p99
      // by half (decision 016). Every kind's searches run unmeasured until they are over.
      const searching = { baseUrl: server.url, connections: CONNECTIONS, method: 'GET' } as const;
      await loadRotating({
        ...searching,
        // A sample of each pool: the plan travels in an environment variable, which has a limit.
        paths: pools.flatMap(([, paths]) => paths.slice(0, 100)),
        from: 0,
        seconds: settleSeconds(quick),
      });
      for (const [query, paths] of pools) {
        const plan = { ...searching, paths };
        const warm = await loadRotating({ ...plan, from: 0, seconds: 1 });
        const { sent: _sent, ...result } = await loadRotating({
          ...plan,
          from: warm.sent,
          seconds,
        });
        rows.push({ database: kind, listings: size, query, searches: paths.length, ...result });
      }
      await server.stop();
      await target.drop();
    }
  }
  console.table(rows);
  console.table(loads);
  return { rows, loads };
}
