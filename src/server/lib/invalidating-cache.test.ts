import { describe, expect, it } from 'vitest';
import { GenerationGuard } from './generation-guard.ts';
import { InvalidatingCache, type InvalidatingCacheOptions } from './invalidating-cache.ts';

type Ids = { ids: string[] };

const cache = (options: Partial<InvalidatingCacheOptions<Ids>> = {}) =>
  new InvalidatingCache<Ids>({ ttlMs: 60_000, maxEntries: 100, ...options });

/** Values cost their length, as listings cost their characters and viewers their ids. */
const sized = (maxSize: number, maxEntries = 100) =>
  cache({ maxEntries, maxSize, sizeOf: (value) => value.ids.length });

const ids = (...values: string[]) => ({ ids: values });
const fill = (target: InvalidatingCache<Ids>, key: string, value = ids(key)) =>
  target.keep(key, value, target.generation);
const keysOf = (target: InvalidatingCache<Ids>, keys: string[]) =>
  keys.filter((key) => target.get(key) !== undefined);

describe('InvalidatingCache', () => {
  it('answers an entry until its time to live runs out, then forgets it', () => {
    let now = 1_000;
    const target = cache({ ttlMs: 100, now: () => now });
    fill(target, 'a');
    now = 1_099;
    expect(target.get('a')).toEqual(ids('a'));
    now = 1_100;
    expect(target.get('a')).toBeUndefined();
    expect(target.size).toBe(0);
  });

  it('expires on a clock that starts at zero, and times an entry from when it was last kept', () => {
    let now = 0;
    const target = cache({ ttlMs: 100, now: () => now });
    fill(target, 'a');
    fill(target, 'b');
    now = 80;
    fill(target, 'a', ids('a', 'again'));
    now = 150;
    expect(target.get('a')).toEqual(ids('a', 'again'));
    expect(target.get('b')).toBeUndefined();
  });

  it('keeps nothing with a time to live of zero', () => {
    const target = cache({ ttlMs: 0 });
    expect(fill(target, 'a')).toBe(false);
    target.set('b', ids('b'));
    expect(target.size).toBe(0);
    expect(target.get('a')).toBeUndefined();
  });

  it('drops the least recently used entry to make room when full', () => {
    const target = cache({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) fill(target, key);
    target.get('a');
    fill(target, 'd');
    expect(target.size).toBe(3);
    expect(keysOf(target, ['a', 'b', 'c', 'd'])).toEqual(['a', 'c', 'd']);
  });

  it('drops the oldest entries until a new one fits the size budget', () => {
    const target = sized(5);
    fill(target, 'a', ids('1', '2'));
    fill(target, 'b', ids('3', '4'));
    fill(target, 'c', ids('5'));
    expect(keysOf(target, ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    fill(target, 'd', ids('6', '7', '8'));
    expect(keysOf(target, ['a', 'b', 'c', 'd'])).toEqual(['c', 'd']);
  });

  it('bounds by characters as well as by count', () => {
    const chars = new InvalidatingCache<{ json: string }>({
      ttlMs: 60_000,
      maxEntries: 3,
      maxSize: 10,
      sizeOf: (value) => value.json.length,
    });
    const keep = (key: string, json: string) => chars.keep(key, { json }, chars.generation);
    keep('a', 'é'.repeat(4));
    keep('b', 'x'.repeat(4));
    keep('c', 'y'.repeat(4));
    expect(['a', 'b', 'c'].filter((key) => chars.get(key))).toEqual(['b', 'c']);
    keep('d', 'z');
    keep('e', 'w');
    expect(chars.size).toBe(3);
    expect(['b', 'c', 'd', 'e'].filter((key) => chars.get(key))).toEqual(['c', 'd', 'e']);
  });

  it('frees the size of replaced and deleted entries', () => {
    const target = sized(4);
    fill(target, 'a', ids('1', '2', '3'));
    fill(target, 'a', ids('1'));
    fill(target, 'b', ids('2', '3', '4'));
    expect(keysOf(target, ['a', 'b'])).toEqual(['a', 'b']);
    target.delete('b');
    fill(target, 'c', ids('5', '6', '7'));
    expect(keysOf(target, ['a', 'c'])).toEqual(['a', 'c']);
  });

  it('does not keep an entry larger than the whole budget, nor evict others for it', () => {
    const target = sized(3);
    fill(target, 'a', ids('1', '2'));
    expect(fill(target, 'huge', ids('1', '2', '3', '4'))).toBe(false);
    expect(target.get('huge')).toBeUndefined();
    expect(target.get('a')).toEqual(ids('1', '2'));
    expect(target.size).toBe(1);
  });

  it('drops a stale value when its key is kept again too large to hold', () => {
    const target = sized(3);
    fill(target, 'a', ids('1'));
    fill(target, 'a', ids('1', '2', '3', '4'));
    expect(target.get('a')).toBeUndefined();
  });

  it('forgets every entry whose value matches, and only those', () => {
    const target = cache();
    fill(target, 'a', ids('x'));
    fill(target, 'b', ids('y'));
    fill(target, 'c', ids('x'));
    target.forgetWhere((value) => value.ids.includes('x'));
    expect(keysOf(target, ['a', 'b', 'c'])).toEqual(['b']);
    expect(target.size).toBe(1);
  });

  it('empties on clear, size included', () => {
    const target = sized(2);
    fill(target, 'a', ids('1', '2'));
    target.clear();
    expect(target.size).toBe(0);
    fill(target, 'b', ids('3'));
    fill(target, 'c', ids('4'));
    expect(keysOf(target, ['a', 'b', 'c'])).toEqual(['b', 'c']);
  });

  it('tells whoever indexes its entries when one leaves, however it leaves', () => {
    let now = 0;
    const removed: string[] = [];
    const target = cache({
      maxEntries: 2,
      ttlMs: 100,
      now: () => now,
      onRemove: (_, key) => removed.push(key),
    });
    for (const key of ['a', 'b', 'c']) fill(target, key);
    target.forget('b');
    now = 100;
    target.get('c');
    expect(removed).toEqual(['a', 'b', 'c']);
  });

  describe('guard', () => {
    it('refuses a value read before an invalidation, and keeps one read after', () => {
      const target = cache();
      const readAt = target.generation;
      target.forget('a');
      expect(target.keep('a', ids('stale'), readAt)).toBe(false);
      expect(target.get('a')).toBeUndefined();
      expect(fill(target, 'a', ids('fresh'))).toBe(true);
      expect(target.get('a')).toEqual(ids('fresh'));
    });

    it("refuses any fill without scopes, but only the invalidated scopes' fills with them", () => {
      const target = cache();
      const readAt = target.generation;
      target.forget('a');
      target.forget('other', 'user:2');
      expect(target.keep('b', ids('b'), readAt)).toBe(false);
      expect(target.keep('b', ids('b'), readAt, ['b', 'user:1'])).toBe(true);
      expect(target.keep('c', ids('c'), readAt, ['c', 'user:2'])).toBe(false);
      expect(target.keep('a', ids('a'), readAt, ['a'])).toBe(false);
    });

    it('refuses every scoped fill in flight across a clear or an unscoped forget', () => {
      const target = cache();
      let readAt = target.generation;
      target.clear();
      expect(target.keep('a', ids('a'), readAt, ['a'])).toBe(false);
      readAt = target.generation;
      target.forgetWhere(() => false);
      target.forget('other');
      expect(target.keep('a', ids('a'), readAt, ['a'])).toBe(false);
    });

    it('is shared by caches filled from the same reads', () => {
      const guard = new GenerationGuard();
      const [listings, pages] = [cache({ guard }), cache({ guard })];
      const readAt = pages.generation;
      listings.forget('a');
      expect(pages.keep('page', ids('a'), readAt)).toBe(false);
      expect(listings.generation).toBe(pages.generation);
    });
  });
});

describe('GenerationGuard', () => {
  it('assumes the worst once its log of scoped invalidations no longer reaches the read', () => {
    const guard = new GenerationGuard();
    const readAt = guard.generation;
    for (let i = 0; i < 1_000; i++) guard.invalidate(`user:${i}`);
    expect(guard.allows(readAt, ['user:mine'])).toBe(true);
    guard.invalidate('user:1000');
    expect(guard.allows(readAt, ['user:mine'])).toBe(false);
    expect(guard.allows(guard.generation - 1, ['user:mine'])).toBe(true);
  });
});
