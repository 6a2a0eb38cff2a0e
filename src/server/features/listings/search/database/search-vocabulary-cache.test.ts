import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPaths } from '@/shared/contracts/listing-paths.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing, uploadImage } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

/**
 * Searching the database (`SEARCH_INDEX=database`, or while the index loads) looks each typed
 * word up in the vocabulary once, and again only when a listing may have brought new words.
 */
let queries = 0;
/** The words each vocabulary lookup asked for. */
let asked: string[][] = [];
let t: TestApp;
let builder: SignedInUser;
let imageUrl: string;
beforeAll(async () => {
  t = await buildTestApp({ SEARCH_INDEX: 'database' }, (query, params) => {
    queries++;
    if (query.includes('search_vocabulary')) asked.push(JSON.parse(String(params[0])));
  });
  builder = await signUpAs(t.app, 'Builder');
  imageUrl = await uploadImage(t.app, builder.cookie);
});
afterAll(() => t.close());

async function searchNames(query: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: `${listingPaths.list}${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as Listing[]).map((listing) => listing.name);
}

describe('searching the database', () => {
  it("looks a search's words up once for all its pages, and again once a listing brings them", async () => {
    expect(await searchNames('?search=cormorant')).toEqual([]);
    await postListing(t.app, builder.cookie, { name: 'Cormorant Dive', imageUrl });
    expect(await searchNames('?search=cormorant')).toEqual(['Cormorant Dive']);
    expect(await searchNames('?search=cormorant&limit=5')).toEqual(['Cormorant Dive']);
    queries = 0;
    expect(await searchNames('?search=cormorant&limit=6')).toEqual(['Cormorant Dive']);
    // The page's own query only: the vocabulary is not asked again.
    expect(queries).toBe(1);
  });

  it('asks the vocabulary only for the words a search does not share with earlier ones', async () => {
    await postListing(t.app, builder.cookie, { name: 'Shearwater Glide', imageUrl });
    const search = (words: string) => searchNames(`?search=${encodeURIComponent(words)}`);
    expect(await search('shearwater')).toEqual(['Shearwater Glide']);
    asked = [];
    expect(await search('shearwater glide')).toEqual(['Shearwater Glide']);
    expect(asked).toEqual([['glide']]);
    asked = [];
    expect(await search('glide shearwater')).toEqual(['Shearwater Glide']);
    expect(asked).toEqual([]);
  });
});
