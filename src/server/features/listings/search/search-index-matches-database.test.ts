import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '@/server/db/schema/listings.ts';
import { browseListingIds } from '@/server/features/listings/browse/browse-listings.ts';
import { LiveSearchIndex } from '@/server/features/listings/search/index/live-search-index.ts';
import type { ListingsQuery } from '@/shared/contracts/listings.ts';
import type { Platform } from '@/shared/contracts/platforms.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { signUpAs } from '@/tests/factories/people.ts';
import { insertWholeCatalogue } from '@/tests/search/search-catalogue.ts';
import { searchPools } from '@/tests/search/search-pools.ts';
import { SearchCache } from './search-cache.ts';
import { searchListings } from './search-listings.ts';
import type { SearchCursor } from './search-tiers.ts';

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
  // Each a set of platforms by its age, a platform in about half of them.
  await t.db.execute(sql`update software set platforms = array(
      select platform from unnest(enum_range(null::platform)) with ordinality as p(platform, bit)
      where (extract(epoch from (select max(created_at) from software) - created_at)::int * 37
        % 128) >> (bit::int - 1) & 1 = 1)`);
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

/** The same for a platform's listings, each page from the cursor the one before ends at. */
async function platformPages(
  index: LiveSearchIndex | null,
  search: string,
  platform: Platform,
  count: number,
): Promise<string[][]> {
  const found: string[][] = [];
  let after: SearchCursor | null = null;
  for (let page = 0; page < count; page++) {
    const options = { category: undefined, platform, after, limit: 7 };
    const rows = await searchListings(t.db, { cache: new SearchCache(), index }, search, options);
    found.push(rows.map((row) => row.id));
    const last = rows[rows.length - 1];
    if (!last || rows.length < options.limit) break;
    after = { tier: last.tier, createdAt: last.createdAt.toISOString(), id: last.id };
  }
  return found;
}

/** Whether each listing names the platform, in the order given. */
async function platformsOf(ids: string[], platform: Platform): Promise<boolean[]> {
  if (ids.length === 0) return [];
  const rows = await t.db
    .select({ id: listings.id, platforms: listings.platforms })
    .from(listings)
    .where(inArray(listings.id, ids));
  const named = new Map(rows.map((row) => [row.id, row.platforms.includes(platform)]));
  return ids.map((id) => named.get(id) ?? false);
}

describe('the search index', () => {
  it.each(Object.entries(searchPools()))(
    'finds what the database finds for each %s search, page by page',
    async (kind, paths) => {
      let found = 0;
      let onPlatform = 0;
      for (const search of sample(paths)) {
        for (const category of [undefined, 'Web'] as const) {
          const query = { search, category, sort: 'newest' as const, limit: 7 };
          const fromDatabase = await pages(null, query, 3);
          expect(await pages(live, query, 3), `${search} in ${category ?? 'all'}`).toEqual(
            fromDatabase,
          );
        }
        for (const platform of ['iOS', 'Linux'] as const) {
          const fromDatabase = await platformPages(null, search, platform, 3);
          expect(
            await platformPages(live, search, platform, 3),
            `${search} on ${platform}`,
          ).toEqual(fromDatabase);
          const ids = fromDatabase.flat();
          if (ids.length > 0) onPlatform++;
          expect(await platformsOf(ids, platform), search).toEqual(ids.map(() => true));
        }
        const wide = { search, sort: 'newest' as const, limit: 60 };
        const [fromDatabase = []] = await pages(null, wide, 1);
        expect(await pages(live, wide, 1), search).toEqual([fromDatabase]);
        if (fromDatabase.length > 0) found++;
      }
      // Agreeing on nothing would prove nothing. The catalogue is random: a pair of words may
      // meet in none of its listings.
      if (kind === 'no match') expect(found + onPlatform).toBe(0);
      else expect(onPlatform).toBeGreaterThanOrEqual(PER_KIND / 2);
      if (kind !== 'no match') expect(found).toBeGreaterThanOrEqual(PER_KIND / 2);
    },
    60_000,
  );
});
