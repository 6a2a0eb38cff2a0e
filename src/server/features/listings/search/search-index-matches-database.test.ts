import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseListingIds } from '@/server/features/listings/browse/browse-listings.ts';
import { LiveSearchIndex } from '@/server/features/listings/search/index/live-search-index.ts';
import type { ListingsQuery } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { signUpAs } from '@/tests/factories/people.ts';
import { insertWholeCatalogue } from '@/tests/search/search-catalogue.ts';
import { searchPools } from '@/tests/search/search-pools.ts';
import { SearchCache } from './search-cache.ts';

/**
 * The index in memory answers every search as the database's word indexes do (which answer
 * while it loads), page by page: on the bench's catalogue (words as unevenly used as real ones)
 * with more listings than one load batch, for a sample of every kind of search the bench makes.
 */
const LISTINGS = 6_000;
const PER_KIND = 12;
const quiet = { info: () => {}, warn: () => {} };
let t: TestApp;
let live: LiveSearchIndex;

beforeAll(async () => {
  t = await buildTestApp({ SEARCH_INDEX: 'database' });
  const builder = await signUpAs(t.app, 'Builder');
  await insertWholeCatalogue(t.db, builder.user.id, LISTINGS);
  // Some closed, every tenth by age: neither side may show them.
  await t.db.execute(sql`update software set status = 'Closed'
    where extract(epoch from (select max(created_at) from software) - created_at)::int % 10 = 3`);
  await t.db.execute(sql`analyze`);
  live = new LiveSearchIndex(t.db, quiet);
  live.reload();
  await live.loaded;
}, 120_000);
afterAll(async () => {
  await live.stop();
  await t.close();
});

/** Every `step`-th search of the pool, as typed. */
const sample = (paths: string[]) =>
  paths
    .filter((_, at) => at % Math.floor(paths.length / PER_KIND) === 0)
    .slice(0, PER_KIND)
    .map((path) => new URL(path, 'http://bench').searchParams.get('search') ?? '');

/** The ids of the first pages, each page as asked with the cursor the one before gave. */
async function pages(
  index: LiveSearchIndex | null,
  query: Omit<ListingsQuery, 'cursor'>,
  count: number,
): Promise<string[][]> {
  const found: string[][] = [];
  let cursor: string | undefined;
  for (let page = 0; page < count; page++) {
    const result = await browseListingIds(
      t.db,
      { cache: new SearchCache(), index },
      { ...query, cursor },
    );
    found.push([...result.ids]);
    if (!result.nextCursor) break;
    cursor = result.nextCursor;
  }
  return found;
}

describe('the search index', () => {
  it.each(Object.entries(searchPools()))(
    'finds what the database finds for each %s search, page by page',
    async (kind, paths) => {
      let found = 0;
      for (const search of sample(paths)) {
        for (const category of [undefined, 'Web'] as const) {
          const query = { search, category, sort: 'newest' as const, limit: 7 };
          const fromDatabase = await pages(null, query, 3);
          expect(await pages(live, query, 3), `${search} in ${category ?? 'all'}`).toEqual(
            fromDatabase,
          );
        }
        const wide = { search, sort: 'newest' as const, limit: 60 };
        const [fromDatabase = []] = await pages(null, wide, 1);
        expect(await pages(live, wide, 1), search).toEqual([fromDatabase]);
        if (fromDatabase.length > 0) found++;
      }
      // Agreeing on nothing would prove nothing. The catalogue is random: a pair of words may
      // meet in none of its listings.
      if (kind === 'no match') expect(found).toBe(0);
      else expect(found).toBeGreaterThanOrEqual(PER_KIND / 2);
    },
    60_000,
  );
});
