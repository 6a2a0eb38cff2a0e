import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, SORT_KEY_NONE } from '@/server/db/schema/listings.ts';
import type { Category } from '@/shared/constants.ts';
import type { BrowseSort } from '@/shared/contracts/browse-sorts.ts';
import { nextPageUrl } from '@/shared/contracts/listing-paths.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import type { Platform } from '@/shared/contracts/platforms.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

/**
 * Browse's sorts and its platform filter page by keyset through every listing once, in order:
 * each sort's key, then newest first. Keys repeat and so do creation times, as they will.
 */
let t: TestApp;
let builder: SignedInUser;
const LISTINGS = 23;
const PLATFORM_SETS: Platform[][] = [['Android', 'iOS'], ['Web'], ['Windows', 'macOS', 'Linux']];
type Row = {
  id: string;
  category: Category;
  platforms: Platform[];
  createdAt: Date;
  keys: Record<Exclude<BrowseSort, 'newest'>, number>;
};
let rows: Row[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  builder = await signUpAs(t.app, 'Builder');
  const start = Date.parse('2026-06-01T00:00:00Z');
  const inserted = await t.db
    .insert(listings)
    .values(
      Array.from({ length: LISTINGS }, (_, i) => ({
        builderId: builder.user.id,
        name: `Sorted ${i}`,
        shortDescription: 'A beta to sort',
        longDescription: 'Listed to test the order of Browse.',
        category: (i % 2 ? 'Web' : 'Mobile') as Category,
        platforms: PLATFORM_SETS[i % 3] as Platform[],
        imageUrl: '/objects/listing.png',
        // Every third pair shares an instant: the id breaks the tie.
        createdAt: new Date(start + Math.floor(i / 2) * 60_000),
        testerLimit: i % 4 === 0 ? null : (i % 5) + 1,
      })),
    )
    .returning({ id: listings.id });
  // The triggers keep these as testers and builders act (sort-keys.test.ts); here they are set.
  for (const [i, { id }] of inserted.entries()) {
    await t.db
      .update(listings)
      .set({
        sortCycleDay: i % 6 === 0 ? SORT_KEY_NONE : 20_600 + (i % 4),
        sortAnswerMinutes: i % 5 === 0 ? SORT_KEY_NONE : 60 * (i % 3),
      })
      .where(eq(listings.id, id));
  }
  const stored = await t.db.select().from(listings);
  rows = stored.map((row) => ({
    id: row.id,
    category: row.category,
    platforms: row.platforms as Platform[],
    createdAt: row.createdAt,
    keys: { places: row.sortPlaces, cycle: row.sortCycleDay, responsive: row.sortAnswerMinutes },
  }));
}, 60_000);
afterAll(() => t.close());

/** The order the database must agree with, worked out here. */
function expected(sort: BrowseSort, keep: (row: Row) => boolean = () => true): string[] {
  const sign = sort === 'places' ? -1 : 1;
  return rows
    .filter(keep)
    .sort(
      (a, b) =>
        (sort === 'newest' ? 0 : sign * (a.keys[sort] - b.keys[sort])) ||
        b.createdAt.getTime() - a.createdAt.getTime() ||
        (b.id < a.id ? -1 : b.id > a.id ? 1 : 0),
    )
    .map((row) => row.id);
}

/** Every page from `first` on, by the Link header: the ids in order, and the links followed. */
async function followPages(first: string) {
  const ids: string[] = [];
  const links: string[] = [];
  let url: string | null = first;
  while (url) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    ids.push(...(response.json() as Listing[]).map((listing) => listing.id));
    const link = (response.headers.link as string | undefined) ?? null;
    if (link) links.push(link);
    url = nextPageUrl(link);
  }
  return { ids, links };
}

describe('GET /api/software?sort=', () => {
  it.each(['newest', 'places', 'cycle', 'responsive'] as const)(
    'pages %s through every listing once, in order',
    async (sort) => {
      const { ids, links } = await followPages(`/api/software?sort=${sort}&limit=4`);
      expect(ids).toEqual(expected(sort));
      expect(links).toHaveLength(Math.ceil(LISTINGS / 4) - 1);
      for (const link of links) {
        if (sort === 'newest') expect(link).not.toContain('sort=');
        else expect(link).toContain(`sort=${sort}`);
      }
    },
  );

  it.each(['newest', 'places', 'cycle', 'responsive'] as const)(
    'pages %s within one platform and one category',
    async (sort) => {
      const platform = await followPages(`/api/software?sort=${sort}&platform=Linux&limit=3`);
      expect(platform.ids).toEqual(expected(sort, (row) => row.platforms.includes('Linux')));
      for (const link of platform.links) expect(link).toContain('platform=Linux');
      const both = await followPages(
        `/api/software?sort=${sort}&platform=iOS&category=Web&limit=2`,
      );
      expect(both.ids).toEqual(
        expected(sort, (row) => row.platforms.includes('iOS') && row.category === 'Web'),
      );
      expect(both.ids.length).toBeGreaterThan(0);
    },
  );

  it('finds nothing on a platform no listing runs on', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/software?platform=iPadOS' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers.link).toBeUndefined();
  });

  it('refuses an unknown sort or platform', async () => {
    for (const query of ['sort=oldest', 'platform=Symbian', 'platform=android']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/software?${query}` });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('cursors', () => {
  const cursorOf = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/software?${query}` });
    const next = nextPageUrl((response.headers.link as string) ?? null) as string;
    return new URL(next, 'http://x').searchParams.get('cursor') as string;
  };
  const forge = (cursor: object) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

  it('refuses a cursor handed out by another sort, or by a search, as it refuses a forged one', async () => {
    const places = await cursorOf('sort=places&limit=2');
    const newest = await cursorOf('limit=2');
    const searched = await cursorOf('search=sorted&limit=2');
    const last = rows[0] as Row;
    const uses = [
      `sort=cycle&cursor=${places}`,
      `cursor=${places}`,
      `search=sorted&cursor=${places}`,
      `sort=places&cursor=${newest}`,
      `sort=responsive&cursor=${searched}`,
      `sort=places&cursor=${forge({ sort: 'places', key: -1, createdAt: last.createdAt.toISOString(), id: last.id })}`,
      `sort=places&cursor=${forge({ sort: 'places', key: 1.5, createdAt: last.createdAt.toISOString(), id: last.id })}`,
      `sort=cycle&cursor=${forge({ sort: 'cycle', key: 3, tier: 0, createdAt: last.createdAt.toISOString(), id: last.id })}`,
    ];
    for (const query of uses) {
      const response = await t.app.inject({ method: 'GET', url: `/api/software?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors).toEqual({ cursor: 'Invalid cursor' });
    }
  });

  it('carries on a sort from its own cursor', async () => {
    const places = await cursorOf('sort=places&limit=2');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/software?sort=places&limit=2&cursor=${places}`,
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Listing[]).map((listing) => listing.id)).toEqual(
      expected('places').slice(2, 4),
    );
  });
});
