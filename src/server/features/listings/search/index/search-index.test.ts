import { describe, expect, it } from 'vitest';
import {
  expectSamePages,
  found,
  indexOf,
  listing,
  tiersOf,
  uuid,
} from '@/tests/search/search-index-fixtures.ts';
import { SearchIndex } from './search-index.ts';

describe('SearchIndex ranking', () => {
  it('ranks by tier, then newest first within a tier', () => {
    const index = indexOf(
      { n: 1, name: 'sail loft', at: 10 },
      { n: 2, name: 'harbour map', text: 'sailing charts lofty view', at: 100 },
      { n: 3, name: 'sail loft', at: 50 },
      { n: 4, name: 'sailing notes', text: 'kept in the loft', at: 70 },
      { n: 5, name: 'dock guide', text: 'a sail loft nearby', at: 60 },
      { n: 6, name: 'sailing lofts', at: 90 },
      { n: 7, name: 'sail sailing loft', at: 20 },
      { n: 8, name: 'sail', text: 'no second word', at: 200 },
      { n: 9, name: 'lofts', text: 'sail', at: 30 },
    );
    expect(tiersOf(index, ['sail', 'loft'])).toEqual([
      [3, 0],
      [7, 0],
      [1, 0],
      [6, 1],
      [5, 2],
      [2, 3],
      [4, 3],
      [9, 3],
    ]);
    // The typed order does not matter.
    expect(found(index, ['loft', 'sail'])).toEqual(found(index, ['sail', 'loft']));
  });

  it('breaks a tie in createdAt by id, highest first', () => {
    const index = indexOf(
      { n: 11, name: 'kayak', at: 5 },
      { n: 13, name: 'kayak', at: 5 },
      { n: 2, name: 'kayak', at: 5 },
      { n: 12, name: 'kayak', at: 5 },
      { n: 1, name: 'kayak', at: 6 },
      { n: 20, name: 'kayak', at: 4 },
    );
    expect(found(index, ['kayak'])).toEqual([1, 13, 12, 11, 2, 20]);
    expectSamePages(index, ['kayak']);
  });

  it('pages through every tier, each listing once, for any page size', () => {
    const index = indexOf(
      { n: 1, name: 'reef knot', at: 10 },
      { n: 2, name: 'reef knots', at: 10 },
      { n: 3, name: 'reefs knot', at: 12 },
      { n: 4, name: 'chart', text: 'reef knot', at: 12 },
      { n: 5, name: 'reef knot', at: 12 },
      { n: 6, name: 'chart', text: 'reefing knotted', at: 3 },
      { n: 7, name: 'reef', text: 'knot', at: 12 },
      { n: 8, name: 'reef', text: 'knots', at: 12 },
      { n: 9, name: 'reef knot', at: 1 },
      { n: 10, name: 'knot', text: 'reef', at: 40 },
      { n: 11, name: 'reefer knotty', at: 2 },
      { n: 12, name: 'unrelated', text: 'words only', at: 50 },
    );
    const all = expectSamePages(index, ['reef', 'knot']);
    expect(all.map((row) => Number(row.split(' ')[2]))).toEqual([
      5, 1, 9, 3, 2, 11, 10, 7, 4, 8, 6,
    ]);
    expect(all.map((row) => Number(row[0]))).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3]);
  });

  it('ranks and pages the same when one word is in far more listings than the other', () => {
    // "harbour" has more than 16 times the listings of "creme": it is checked, not walked.
    const harbours = Array.from({ length: 80 }, (_, at) => ({ n: at + 1, name: 'harbour log' }));
    const index = indexOf(
      ...harbours,
      { n: 101, name: 'creme harbour guide', at: 500 },
      { n: 102, name: 'creme tart', text: 'harbour view', at: 400 },
      { n: 103, name: 'creme', text: 'no port', at: 450 },
      { n: 104, name: 'creme harbours', at: 300 },
      { n: 105, name: 'harbour creme', at: 10 },
    );
    expect(tiersOf(index, ['creme', 'harbour'])).toEqual([
      [101, 0],
      [105, 0],
      [104, 1],
      [102, 2],
    ]);
    expectSamePages(index, ['harbour', 'creme']);
  });

  it('shows only the category asked for, in the same order', () => {
    const index = indexOf(
      { n: 1, name: 'tiller', category: 'Web' },
      { n: 2, name: 'tiller', category: 'Mobile' },
      { n: 3, name: 'rudder', text: 'tiller', category: 'Mobile' },
      { n: 4, name: 'tillers', category: 'Web' },
      { n: 5, name: 'tillers', category: 'Mobile' },
      { n: 6, name: 'tiller', category: 'DevTool' },
    );
    expect(found(index, ['tiller'])).toEqual([6, 2, 1, 5, 4, 3]);
    expect(found(index, ['tiller'], 'Mobile')).toEqual([2, 5, 3]);
    expect(found(index, ['tiller'], 'Web')).toEqual([1, 4]);
    expect(found(index, ['tiller'], 'Other')).toEqual([]);
    expectSamePages(index, ['tiller'], 'Mobile');
  });

  it('shows only listings that name the platform asked for, with the category too', () => {
    const index = indexOf(
      { n: 1, name: 'mooring', platforms: ['Android', 'iOS'] },
      { n: 2, name: 'mooring', platforms: ['Web'] },
      { n: 3, name: 'buoy', text: 'mooring', platforms: ['iOS'], category: 'Mobile' },
      { n: 4, name: 'moorings', platforms: ['iOS', 'macOS', 'Web'] },
      { n: 5, name: 'mooring', platforms: [] },
    );
    expect(found(index, ['mooring'], undefined, 'iOS')).toEqual([1, 4, 3]);
    expect(found(index, ['mooring'], undefined, 'Web')).toEqual([2, 4]);
    expect(found(index, ['mooring'], 'Mobile', 'iOS')).toEqual([3]);
    expect(found(index, ['mooring'], undefined, 'Linux')).toEqual([]);
    // An edit that drops the platform drops the listing from its results.
    index.put(listing({ n: 1, name: 'mooring', platforms: ['Android'] }));
    expect(found(index, ['mooring'], undefined, 'iOS')).toEqual([4, 3]);
    expect(found(index, ['mooring'], undefined, 'Android')).toEqual([1]);
  });

  it('places a listing put with an older createdAt among the older ones', () => {
    // Most listings hold "boat", so its tiers walk every listing; "dinghy" is rare, so its
    // tiers walk its own postings: both must see the late insert in its place.
    const index = indexOf(
      { n: 1, name: 'boat dinghy', at: 10 },
      { n: 2, name: 'boat', at: 20 },
      { n: 3, name: 'boat', at: 30 },
      { n: 4, name: 'boat dinghy', at: 40 },
      { n: 5, name: 'canoe', at: 50 },
      { n: 6, name: 'canoe', at: 60 },
      { n: 7, name: 'canoe', at: 70 },
      { n: 8, name: 'canoe', at: 80 },
      { n: 9, name: 'canoe', at: 90 },
    );
    index.put(listing({ n: 10, name: 'boat dinghy', at: 25 }));
    index.put(listing({ n: 11, name: 'boat dinghy', at: 5 }));
    expect(found(index, ['boat'])).toEqual([4, 3, 10, 2, 1, 11]);
    expect(found(index, ['dinghy'])).toEqual([4, 10, 1, 11]);
    expectSamePages(index, ['boat']);
    expectSamePages(index, ['dinghy']);
  });

  it('keeps every listing in its place when many are put between the same two', () => {
    // Each new listing is older than the last and newer than listing 1: each takes the middle
    // of the room left below the last, until there is none and its neighbours are spread out.
    const index = indexOf({ n: 1, name: 'skiff', at: 0 }, { n: 2, name: 'skiff', at: 1_000 });
    const between = Array.from({ length: 60 }, (_, i) => 100 + i);
    for (const n of between) index.put(listing({ n, name: 'skiff yawl', at: 1_000 - n }));
    // Each older than every other: the room below the oldest runs out too.
    const oldest = Array.from({ length: 40 }, (_, i) => 200 + i);
    for (const n of oldest) index.put(listing({ n, name: 'skiff', text: 'yawl', at: -n }));
    index.put(listing({ n: 3, name: 'skiff', at: 2_000 }));
    index.remove(uuid(130));
    // An edit keeps its place, in the middle of the crowd.
    index.put(listing({ n: 120, name: 'skiff', text: 'yawl', at: 1_000 - 120 }));
    const expected = [3, 2, ...between.filter((n) => n !== 130), 1, ...oldest];
    expect(found(index, ['skiff'])).toEqual(expected);
    expect(tiersOf(index, ['yawl'])).toEqual([
      ...between.filter((n) => n !== 130 && n !== 120).map((n) => [n, 0]),
      ...[120, ...oldest].map((n) => [n, 2]),
    ]);
    expectSamePages(index, ['skiff']);
    expectSamePages(index, ['yawl']);
  });
});

describe('SearchIndex load', () => {
  it('files a load given in any order, slice by slice, as one put listing by listing', () => {
    const words = ['mast', 'keel', 'mast keel', 'hull', 'keel hull mast'];
    // Ties in createdAt (every seventh minute repeats) are ordered by id across slices too.
    const specs = Array.from({ length: 57 }, (_, i) => ({
      n: (i * 37) % 57,
      name: words[i % words.length] as string,
      at: Math.floor(((i * 37) % 57) / 7) * 7,
    }));
    const loaded = new SearchIndex();
    for (const spec of specs) loaded.putUnsorted(listing(spec));
    const pauses = [...loaded.sortLoaded(5)].length;
    expect(pauses).toBeGreaterThanOrEqual(Math.ceil(57 / 5));
    const put = indexOf(...specs);
    for (const typed of [['mast'], ['keel'], ['hull', 'mast'], ['kee']]) {
      expect(found(loaded, typed), typed.join(' ')).toEqual(found(put, typed));
      expectSamePages(loaded, typed);
    }
    // A load is a start like any other: listings put after it find their places among it.
    loaded.put(listing({ n: 100, name: 'mast', at: 20 }));
    put.put(listing({ n: 100, name: 'mast', at: 20 }));
    expect(found(loaded, ['mast'])).toEqual(found(put, ['mast']));
  });
});

describe('SearchIndex changes', () => {
  it('finds an edited listing by its new words only, and where its new date puts it', () => {
    const index = indexOf(
      { n: 1, name: 'sail loft', at: 10 },
      { n: 2, name: 'sail maker', at: 20 },
      { n: 3, name: 'anchor chain', at: 30 },
    );
    expect(found(index, ['sail'])).toEqual([2, 1]);
    index.put(listing({ n: 1, name: 'anchor winch', at: 10 }));
    expect(index.size).toBe(3);
    expect(found(index, ['sail'])).toEqual([2]);
    expect(found(index, ['loft'])).toEqual([]);
    expect(found(index, ['anchor'])).toEqual([3, 1]);
    expect(found(index, ['winch'])).toEqual([1]);
    // A word moved from the name to the description drops a tier.
    index.put(listing({ n: 3, name: 'chain', text: 'anchor', at: 30 }));
    expect(tiersOf(index, ['anchor'])).toEqual([
      [1, 0],
      [3, 2],
    ]);
    index.put(listing({ n: 1, name: 'anchor winch', at: 40 }));
    index.put(listing({ n: 3, name: 'anchor chain', at: 30 }));
    expect(found(index, ['anchor'])).toEqual([1, 3]);
    expect(found(index, ['anchor'], 'Mobile')).toEqual([]);
    index.put({ ...listing({ n: 1, name: 'anchor winch', at: 40 }), category: 'Mobile' });
    expect(found(index, ['anchor'], 'Mobile')).toEqual([1]);
  });

  it('forgets a removed listing under every word it had', () => {
    const index = indexOf(
      { n: 1, name: 'sail loft', text: 'harbour', at: 10 },
      { n: 2, name: 'sail maker', at: 20 },
    );
    index.remove(uuid(1));
    expect(index.size).toBe(1);
    for (const word of ['sail', 'loft', 'harbour', 'lof', 'harb']) {
      expect(found(index, [word]), word).not.toContain(1);
    }
    expect(found(index, ['sail'])).toEqual([2]);
    // Removing what is not there changes nothing.
    index.remove(uuid(1));
    index.remove(uuid(99));
    expect(index.size).toBe(1);
    expect(found(index, ['sail'])).toEqual([2]);
    // And it can come back.
    index.put(listing({ n: 1, name: 'sail loft', at: 10 }));
    expect(found(index, ['sail'])).toEqual([2, 1]);
  });

  it('no longer finds a word whose listings are all gone, nor lets it stop a correction', () => {
    const index = indexOf(
      { n: 1, name: 'harbor', at: 10 },
      { n: 2, name: 'harbour', at: 20 },
      { n: 3, name: 'lantern', at: 30 },
      { n: 4, name: 'sailor', at: 40 },
      { n: 5, name: 'sails', at: 50 },
    );
    // Typed as it exists, a word is not corrected to its neighbour.
    expect(found(index, ['harbor'])).toEqual([1]);
    index.remove(uuid(1));
    expect(found(index, ['harbor'])).toEqual([2]);
    expect(found(index, ['harbo'])).toEqual([2]);
    // An edit that drops the word counts as much as a removal.
    index.put(listing({ n: 2, name: 'mooring', at: 20 }));
    expect(found(index, ['harbour'])).toEqual([]);
    expect(found(index, ['harbor'])).toEqual([]);
    expect(found(index, ['harb'])).toEqual([]);
    expect(found(index, ['harbor', 'lantern'])).toEqual([]);
    expect(found(index, ['lantern'])).toEqual([3]);
    // A word that only starts unused words is corrected like any other.
    expect(found(index, ['sailo'])).toEqual([4]);
    index.remove(uuid(4));
    expect(found(index, ['sailo'])).toEqual([5]);
  });
});
