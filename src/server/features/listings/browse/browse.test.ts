import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPageUrl } from '@/shared/contracts/listing-paths.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing, uploadImage } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

let t: TestApp;
let builder: SignedInUser;
let tester: SignedInUser;
let imageUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  [builder, tester] = await Promise.all([signUpAs(t.app, 'Builder'), signUpAs(t.app, 'Tester')]);
  imageUrl = await uploadImage(t.app, builder.cookie);
});
afterAll(() => t.close());

const browse = async (query = '', cookie?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/software${query}`,
    headers: cookie ? { cookie } : {},
  });
  const body = response.json();
  return { response, names: Array.isArray(body) ? (body as Listing[]).map((s) => s.name) : [] };
};

/** Follows the Link header from `first` to the last page: the names seen in order, and the links. */
async function followPages(first: string) {
  const seen: string[] = [];
  const links: string[] = [];
  let url: string | null = first;
  let pages = 0;
  while (url) {
    const response = await t.app.inject({ method: 'GET', url });
    seen.push(...(response.json() as Listing[]).map((s) => s.name));
    const link = (response.headers.link as string | undefined) ?? null;
    if (link) links.push(link);
    url = nextPageUrl(link);
    pages++;
  }
  return { seen, pages, links };
}

describe('GET /api/software', () => {
  it('lists Open listings newest first and leaves Closed ones out', async () => {
    const older = await postListing(t.app, builder.cookie, { name: 'Older Tool', imageUrl });
    const closed = await postListing(t.app, builder.cookie, { name: 'Closed Tool', imageUrl });
    await postListing(t.app, builder.cookie, { name: 'Newer Tool', imageUrl });
    await t.app.inject({
      method: 'PUT',
      url: `/api/software/${closed.id}`,
      headers: { cookie: builder.cookie },
      payload: { status: 'Closed' },
    });
    const { response, names } = await browse('?search=tool');
    expect(response.statusCode).toBe(200);
    expect(names).toEqual(['Newer Tool', 'Older Tool']);
    expect(response.json()[1].id).toBe(older.id);
  });

  it('filters by category', async () => {
    await postListing(t.app, builder.cookie, {
      name: 'Pipeline CLI',
      category: 'DevTool',
      imageUrl,
    });
    await postListing(t.app, builder.cookie, { name: 'Pipeline Web', category: 'Web', imageUrl });
    const { names } = await browse('?category=DevTool&search=pipeline');
    expect(names).toEqual(['Pipeline CLI']);
    expect((await browse('?category=Games')).response.statusCode).toBe(400);
  });

  it('searches name and descriptions ignoring case and accents', async () => {
    await postListing(t.app, builder.cookie, { name: 'Crème Brûlée Planner', imageUrl });
    await postListing(t.app, builder.cookie, {
      name: 'Kitchen Timer',
      longDescription: 'Pairs well with a CAFÉ au lait.',
      imageUrl,
    });
    expect((await browse('?search=creme%20brulee')).names).toEqual(['Crème Brûlée Planner']);
    expect((await browse('?search=CREME')).names).toEqual(['Crème Brûlée Planner']);
    expect((await browse('?search=cafe')).names).toEqual(['Kitchen Timer']);
    expect((await browse('?search=%25')).names).toEqual([]);
  });

  it('ranks a match in the name above a match in the description', async () => {
    await postListing(t.app, builder.cookie, {
      name: 'Notebook',
      shortDescription: 'Has a zephyr mode',
      imageUrl,
    });
    await postListing(t.app, builder.cookie, {
      name: 'Zephyr',
      shortDescription: 'A calm app',
      imageUrl,
    });
    expect((await browse('?search=zephyr')).names).toEqual(['Zephyr', 'Notebook']);
  });

  it('pages with a Link header until every listing is seen exactly once', async () => {
    const pager = await signUpAs(t.app, 'Builder');
    const image = await uploadImage(t.app, pager.cookie);
    for (let i = 0; i < 7; i++) {
      await postListing(t.app, pager.cookie, {
        name: `Paged ${i}`,
        category: 'Other',
        imageUrl: image,
      });
    }
    const { seen, pages } = await followPages('/api/software?category=Other&search=paged&limit=3');
    expect(pages).toBe(3);
    expect(seen).toEqual([
      'Paged 6',
      'Paged 5',
      'Paged 4',
      'Paged 3',
      'Paged 2',
      'Paged 1',
      'Paged 0',
    ]);

    const keyset = await followPages('/api/software?category=Other&limit=2');
    expect(keyset.links.filter((link) => link.includes('search='))).toEqual([]);
    expect(keyset.seen).toEqual(seen);
  });

  it('pages search results across name matches and then the other matches, each once', async () => {
    const pager = await signUpAs(t.app, 'Builder');
    const image = await uploadImage(t.app, pager.cookie);
    for (let i = 0; i < 7; i++) {
      const inName = i % 2 === 0;
      await postListing(t.app, pager.cookie, {
        name: inName ? `Quayside ${i}` : `Harbour ${i}`,
        shortDescription: inName ? 'Docks' : 'A quayside tool',
        imageUrl: image,
      });
    }
    const { seen, pages } = await followPages('/api/software?search=quayside&limit=3');
    expect(seen).toEqual([
      'Quayside 6',
      'Quayside 4',
      'Quayside 2',
      'Quayside 0',
      'Harbour 5',
      'Harbour 3',
      'Harbour 1',
    ]);
    expect(pages).toBe(3);
  });

  it('refuses a forged cursor and an oversized page', async () => {
    const forged = await browse('?cursor=bm90LWEtY3Vyc29y');
    expect(forged.response.statusCode).toBe(400);
    expect(forged.response.json().errors).toEqual({ cursor: 'Invalid cursor' });
    expect((await browse('?limit=101')).response.statusCode).toBe(400);
  });

  it("carries the viewer's own flags and the tester count", async () => {
    const listing = await postListing(t.app, builder.cookie, { name: 'Flagship', imageUrl });
    for (const url of ['/api/interests', '/api/saved']) {
      await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: tester.cookie },
        payload: { softwareId: listing.id },
      });
    }
    const [asTester] = (await browse('?search=flagship', tester.cookie)).response.json();
    expect(asTester).toMatchObject({ testerCount: 1, hasInterest: true, isSaved: true });
    const [asBuilder] = (await browse('?search=flagship', builder.cookie)).response.json();
    expect(asBuilder).toMatchObject({ testerCount: 1, hasInterest: false, isSaved: false });
    const [signedOut] = (await browse('?search=flagship')).response.json();
    expect(signedOut).toMatchObject({ testerCount: 1, hasInterest: false, isSaved: false });
  });
});
