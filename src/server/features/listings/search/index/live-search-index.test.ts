import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '@/server/db/execute-rows.ts';
import { SearchCache } from '@/server/features/listings/search/search-cache.ts';
import { searchWords } from '@/server/features/listings/search/search-words.ts';
import { listingPaths } from '@/shared/contracts/listing-paths.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing, uploadImage } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs, TEST_PASSWORD } from '@/tests/factories/people.ts';
import { insertWholeCatalogue } from '@/tests/search/search-catalogue.ts';
import { LiveSearchIndex } from './live-search-index.ts';

/**
 * The index is loaded in the background and then kept current by the changes the bus
 * announces: none may be lost, whenever it arrives, and a failed read must not leave a stale
 * index answering.
 */
let t: TestApp;
let builder: SignedInUser;
let imageUrl: string;
const warnings: string[] = [];
const log = {
  info: () => {},
  warn: (_fields: object, message: string) => {
    warnings.push(message);
  },
};

beforeAll(async () => {
  t = await buildTestApp();
  builder = await signUpAs(t.app, 'Builder');
  imageUrl = await uploadImage(t.app, builder.cookie);
  // More than one load batch.
  await insertWholeCatalogue(t.db, builder.user.id, 6_000, imageUrl);
}, 60_000);
afterAll(() => t.close());

/** A listing written straight to the database, announced to no one. */
async function insertQuietly(name: string, id?: string): Promise<string> {
  const [row] = await executeRows<{ id: string }>(
    t.db,
    sql`insert into software (id, builder_id, name, short_description, long_description,
        category, image_url)
      values (coalesce(${id ?? null}::uuid, gen_random_uuid()), ${builder.user.id}, ${name},
        'Quiet', 'Quiet', 'Web', ${imageUrl})
      returning id`,
  );
  return (row as { id: string }).id;
}

async function found(live: LiveSearchIndex, word: string, platform?: string): Promise<string[]> {
  const index = await live.current();
  if (!index) throw new Error('no index');
  const words = await searchWords(t.db, new SearchCache(), word);
  return index.search(words, { platform, after: null, limit: 10 }).map((row) => row.id);
}

async function loadedIndex(): Promise<LiveSearchIndex> {
  const live = new LiveSearchIndex(t.db, log);
  live.reload();
  await live.loaded;
  return live;
}

describe('the live search index', () => {
  it('answers from memory: it sees a change only once told of it', async () => {
    const live = await loadedIndex();
    const id = await insertQuietly('Quietude Lantern');
    expect(await found(live, 'quietude')).toEqual([]);
    live.changed(id);
    expect(await found(live, 'quietude')).toEqual([id]);
    await t.db.execute(sql`update software set status = 'Closed' where id = ${id}`);
    live.changed(id);
    expect(await found(live, 'quietude')).toEqual([]);
    await live.stop();
  });

  it('reads the platforms a listing names, and again once told they changed', async () => {
    const id = await insertQuietly('Windlass Gauge');
    await t.db.execute(sql`update software set platforms = '{iOS,macOS}' where id = ${id}`);
    const live = await loadedIndex();
    expect(await found(live, 'windlass', 'macOS')).toEqual([id]);
    expect(await found(live, 'windlass', 'Android')).toEqual([]);
    await t.db.execute(sql`update software set platforms = '{Android}' where id = ${id}`);
    live.changed(id);
    expect(await found(live, 'windlass', 'macOS')).toEqual([]);
    expect(await found(live, 'windlass', 'Android')).toEqual([id]);
    await live.stop();
  });

  it('keeps a change announced while it loads, after the batch that held the listing', async () => {
    const live = new LiveSearchIndex(t.db, log);
    live.reload();
    // The load reads by id: the first batch, asked for before this insert, is where it belongs.
    const id = await insertQuietly('Vesperine Lantern', '00000000-0000-4000-8000-000000000000');
    live.changed(id);
    await live.loaded;
    expect(await found(live, 'vesperine')).toEqual([id]);
    await live.stop();
  });

  it('stops answering when a change cannot be read, and loads again', async () => {
    const live = await loadedIndex();
    const id = await insertQuietly('Marrowind Lantern');
    warnings.length = 0;
    // Not a uuid: the read fails, as it would with the database gone.
    live.changed('not-a-listing');
    expect(await live.current()).toBeNull();
    expect(warnings).toEqual(['search index not refreshed']);
    await live.loaded;
    expect(await found(live, 'marrowind')).toEqual([id]);
    await live.stop();
  });

  it('drops an index past its memory budget, says so, and is found by nothing until it fits', async () => {
    const loaded = await loadedIndex();
    const index = (await loaded.current()) as NonNullable<
      Awaited<ReturnType<typeof loaded.current>>
    >;
    const budget = index.bytes + 256 * 1024;
    const budgetMb = Math.ceil(budget / 2 ** 20);
    await loaded.stop();

    const live = new LiveSearchIndex(t.db, log, budget);
    live.reload();
    await live.loaded;
    expect(live.source).toMatchObject({ source: 'index', budgetMb });
    warnings.length = 0;
    // About 300 KB of words no other listing uses.
    const words = Array.from({ length: 400 }, (_, n) => `budgetword${n}x`).join(' ');
    const id = await insertQuietly(`Overflowing ${words}`.slice(0, 80));
    await t.db.execute(sql`update software set long_description = ${words} where id = ${id}`);
    live.changed(id);
    expect(await live.current()).toBeNull();
    expect(warnings).toEqual(['search index over its memory budget: search reads the database']);
    expect(live.source).toEqual({ source: 'database', reason: 'over memory budget', budgetMb });

    // A load that passes the budget stops there, and says so again.
    warnings.length = 0;
    live.reload();
    await live.loaded;
    expect(await live.current()).toBeNull();
    expect(warnings).toEqual(['search index over its memory budget: search reads the database']);

    await t.db.execute(sql`delete from software where id = ${id}`);
    live.reload();
    await live.loaded;
    expect(live.source).toMatchObject({ source: 'index' });
    await live.stop();
  });

  it('ends a load when stopped, and then answers nothing', async () => {
    const live = new LiveSearchIndex(t.db, log);
    live.reload();
    await live.stop();
    await live.loaded;
    expect(await live.current()).toBeNull();
  });
});

describe("the app's search index", () => {
  const searchIds = async (word: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${listingPaths.list}?search=${word}`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as Listing[]).map((listing) => listing.id);
  };

  it('loads everything again when the bus says events were missed', async () => {
    const id = await insertQuietly('Hollowmere Lantern');
    expect(await searchIds('hollowmere')).toEqual([]);
    await t.app.bus.publish({ type: 'bus_reconnected' });
    await t.app.searchIndex?.loaded;
    expect(await searchIds('hollowmere')).toEqual([id]);
  });

  it("drops a deleted builder's listings", async () => {
    const other = await signUpAs(t.app, 'Builder');
    const listing = await postListing(t.app, other.cookie, {
      name: 'Brackenfold Kiln',
      imageUrl: await uploadImage(t.app, other.cookie),
    });
    expect(await searchIds('brackenfold')).toEqual([listing.id]);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: { cookie: other.cookie },
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await searchIds('brackenfold')).toEqual([]);
  });
});
