import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPageUrl } from '@/shared/contracts/listing-paths.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing, uploadImage } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

/** Each block's app; the blocks run one after the other. */
let t: TestApp;
let builder: SignedInUser;
let imageUrl: string;

const post = (name: string, shortDescription = 'A beta to try') =>
  postListing(t.app, builder.cookie, { name, shortDescription, imageUrl });

/** Every name the search finds, following the Link header page by page. */
async function searchNames(search: string, limit = 24): Promise<string[]> {
  const names: string[] = [];
  let url: string | null = `/api/software?search=${encodeURIComponent(search)}&limit=${limit}`;
  while (url) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    names.push(...(response.json() as Listing[]).map((listing) => listing.name));
    url = nextPageUrl((response.headers.link as string | undefined) ?? null);
  }
  return names;
}

// The index in memory answers, and the database while it loads: both rank alike.
describe.each(['memory', 'database'] as const)('search ranking from the %s', (where) => {
  beforeAll(async () => {
    t = await buildTestApp({ SEARCH_INDEX: where });
    builder = await signUpAs(t.app, 'Builder');
    imageUrl = await uploadImage(t.app, builder.cookie);
  });
  afterAll(() => t.close());

  it('ranks the name above the description and whole words above parts, newest first among equals', async () => {
    await post('Deep', 'Made for marlinspike work');
    await post('Rope Log', 'Knots with a marlin');
    await post('Marlinspike Kit');
    await post('Marlin Desk');
    await post('Marlin Board');
    const ranked = ['Marlin Board', 'Marlin Desk', 'Marlinspike Kit', 'Rope Log', 'Deep'];
    expect(await searchNames('marlin')).toEqual(ranked);
    // The same order when every page holds two, each listing once.
    expect(await searchNames('marlin', 2)).toEqual(ranked);
    expect(await searchNames('marlin kit')).toEqual(['Marlinspike Kit']);
    expect(await searchNames('desk marlin')).toEqual(['Marlin Desk']);
  });

  it('corrects a word of up to 24 letters, and finds a longer one only whole or by its start', async () => {
    await post('Pneumonoultramicroscopics Lab');
    await post('Pneumonoultramicroscopic Kit');
    expect(await searchNames('pneumonoultramicroscopicz')).toEqual([]);
    expect(await searchNames('pneumonoultramicroscopyc')).toEqual(['Pneumonoultramicroscopic Kit']);
    expect(await searchNames('pneumonoultramicroscopics')).toEqual([
      'Pneumonoultramicroscopics Lab',
    ]);
    expect(await searchNames('pneumono')).toEqual([
      'Pneumonoultramicroscopic Kit',
      'Pneumonoultramicroscopics Lab',
    ]);
  });

  it('ranks two words that each have longer forms tier by tier', async () => {
    await post('Harbour Map', 'Sailing charts for a lofty view');
    await post('Dock Guide', 'A sail loft nearby');
    await post('Sailing Notes', 'Kept in the loft');
    await post('Sailing Lofts');
    await post('Sail Lofts');
    await post('Sail Sailing Loft');
    await post('Sail Loft');
    const ranked = [
      'Sail Loft',
      'Sail Sailing Loft',
      'Sail Lofts',
      'Sailing Lofts',
      'Dock Guide',
      'Sailing Notes',
      'Harbour Map',
    ];
    expect(await searchNames('sail loft')).toEqual(ranked);
    expect(await searchNames('loft sail', 3)).toEqual(ranked);
  });

  it('finds a word of five or more letters typed one letter off', async () => {
    await post('Lighthouse Keeper');
    await post('Lamp Post');
    for (const typo of ['lighthose', 'lightjouse', 'lighthouuse', 'keepr lighthouse']) {
      expect(await searchNames(typo)).toEqual(['Lighthouse Keeper']);
    }
    // Four letters have too many neighbours: "lamo" is not corrected to "lamp".
    expect(await searchNames('lamo')).toEqual([]);
    expect(await searchNames('lighthxxse')).toEqual([]);
  });

  it('matches a word being typed as a prefix', async () => {
    await post('Quillwort Studio');
    expect(await searchNames('qui')).toEqual(['Quillwort Studio']);
    expect(await searchNames('quillwort stu')).toEqual(['Quillwort Studio']);
    expect(await searchNames('wort')).toEqual([]);
  });

  it('ignores case and accents both ways', async () => {
    await post('Façade Builder');
    await post('Creme Fraiche Timer');
    expect(await searchNames('FACADE')).toEqual(['Façade Builder']);
    expect(await searchNames('façade')).toEqual(['Façade Builder']);
    expect(await searchNames('CRÈME FRAÎCHE')).toEqual(['Creme Fraiche Timer']);
  });

  it('finds words the parser keeps whole or splits as it stored them', async () => {
    await post('Relay 1e77c0 Console', "Built on Node.js v1.2.3, see http://x.org/a'b");
    await post('Zephyr Quay Bench');
    await post('Zephyr-Quay Kit');
    expect(await searchNames('1e77c0')).toEqual(['Relay 1e77c0 Console']);
    expect(await searchNames('NODE.JS')).toEqual(['Relay 1e77c0 Console']);
    expect(await searchNames('node')).toEqual(['Relay 1e77c0 Console']);
    expect(await searchNames('v1.2.3 relay')).toEqual(['Relay 1e77c0 Console']);
    expect(await searchNames("x.org/a'b")).toEqual(['Relay 1e77c0 Console']);
    expect(await searchNames('zephyr-quay')).toEqual(['Zephyr-Quay Kit', 'Zephyr Quay Bench']);
  });

  it('finds nothing for punctuation alone and reads tsquery syntax as plain text', async () => {
    await post('Operator Panel');
    expect(await searchNames('&|!')).toEqual([]);
    expect(await searchNames("operator:* | ')")).toEqual(['Operator Panel']);
  });
});
