// Search under load, one row per kind of query, on a catalogue whose words are used as unevenly
// as real ones (tests/search-catalogue.ts). Called once from bench.ts with its own helpers.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/db/client.ts';
import { migrateDatabase } from '@/server/db/migrate.ts';
import { users } from '@/server/db/schema/users.ts';
import { insertSearchCatalogue, SEARCH_KINDS } from '../tests/search-catalogue.ts';
import { type LoadResult, load } from './bench-http.ts';

type Kind = 'pglite' | 'postgres';

export interface SearchBenchHelpers {
  quick: boolean;
  kinds: Kind[];
  freshDatabase: (kind: Kind) => Promise<{
    open: () => Promise<DatabaseHandle>;
    env: Record<string, string>;
    drop: () => Promise<void>;
  }>;
  startServer: (
    env: Record<string, string>,
  ) => Promise<{ server: { url: string; stop: () => Promise<void> } }>;
}

export interface SearchRow extends LoadResult {
  database: Kind;
  listings: number;
  query: string;
  search: string;
}

/** A million listings only on PostgreSQL and only in the full run: the second target. */
function sizesFor(kind: Kind, quick: boolean): number[] {
  if (quick) return [10_000];
  return kind === 'postgres' ? [100_000, 1_000_000] : [100_000];
}

/** Each statement inserts this many listings: big enough to be fast, small enough to log progress. */
const CHUNK = 100_000;

export async function benchSearch(helpers: SearchBenchHelpers): Promise<SearchRow[]> {
  const { quick } = helpers;
  const seconds = quick ? 1 : 5;
  const rows: SearchRow[] = [];
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
      for (let from = 1; from <= size; from += CHUNK) {
        await insertSearchCatalogue(handle.db, {
          builderId: builder?.id ?? '',
          imageUrl: '/objects/none',
          from,
          to: Math.min(size, from + CHUNK - 1),
          total: size,
        });
      }
      await handle.db.execute(sql`analyze`);
      await handle.close();
      const seededS = Math.round((performance.now() - started) / 100) / 10;
      console.log(`Search: ${size.toLocaleString()} listings on ${kind} seeded in ${seededS} s`);
      const { server } = await helpers.startServer(target.env);
      for (const [query, search] of Object.entries(SEARCH_KINDS)) {
        const url = `${server.url}/api/software?search=${encodeURIComponent(search)}`;
        const result = await load({ url }, seconds);
        rows.push({ database: kind, listings: size, query, search, ...result });
      }
      await server.stop();
      await target.drop();
    }
  }
  console.table(rows);
  return rows;
}
