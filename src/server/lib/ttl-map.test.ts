import { describe, expect, it } from 'vitest';
import { TtlMap } from './ttl-map.ts';

/** Values weigh their length, as the viewer-flags cache weighs the ids an entry holds. */
const weighted = (maxWeight: number, maxEntries = 100) =>
  new TtlMap<string, string[]>({
    ttlMs: 60_000,
    maxEntries,
    weigh: (ids) => ids.length,
    maxWeight,
  });

const keysOf = <V>(map: TtlMap<string, V>, keys: string[]) =>
  keys.filter((key) => map.get(key) !== undefined);

describe('TtlMap', () => {
  it('answers an entry until its time to live runs out, then forgets it', () => {
    let now = 1_000;
    const map = new TtlMap<string, number>({ ttlMs: 100, maxEntries: 10, now: () => now });
    map.set('a', 1);
    now = 1_099;
    expect(map.get('a')).toBe(1);
    now = 1_100;
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('times an entry from when it was last set', () => {
    let now = 0;
    const map = new TtlMap<string, number>({ ttlMs: 100, maxEntries: 10, now: () => now });
    map.set('a', 1);
    now = 80;
    map.set('a', 2);
    now = 150;
    expect(map.get('a')).toBe(2);
  });

  it('keeps nothing with a time to live of zero', () => {
    const map = new TtlMap<string, number>({ ttlMs: 0, maxEntries: 10 });
    map.set('a', 1);
    expect(map.size).toBe(0);
    expect(map.get('a')).toBeUndefined();
  });

  it('drops the oldest entry to make room when full', () => {
    const map = new TtlMap<string, number>({ ttlMs: 60_000, maxEntries: 2 });
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3);
    expect(map.size).toBe(2);
    expect(keysOf(map, ['a', 'b', 'c'])).toEqual(['b', 'c']);
  });

  it('counts a re-set entry as the newest, so an older one makes room instead', () => {
    const map = new TtlMap<string, number>({ ttlMs: 60_000, maxEntries: 3 });
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 10);
    map.set('c', 3);
    map.set('d', 4);
    expect(keysOf(map, ['a', 'b', 'c', 'd'])).toEqual(['a', 'c', 'd']);
    expect(map.get('a')).toBe(10);
  });

  it('drops the oldest entries until a new one fits the weight budget', () => {
    const map = weighted(5);
    map.set('a', ['1', '2']);
    map.set('b', ['3', '4']);
    map.set('c', ['5']);
    expect(keysOf(map, ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    map.set('d', ['6', '7', '8']);
    expect(keysOf(map, ['a', 'b', 'c', 'd'])).toEqual(['c', 'd']);
  });

  it('frees the weight of replaced and deleted entries', () => {
    const map = weighted(4);
    map.set('a', ['1', '2', '3']);
    map.set('a', ['1']);
    map.set('b', ['2', '3', '4']);
    expect(keysOf(map, ['a', 'b'])).toEqual(['a', 'b']);
    map.delete('b');
    map.set('c', ['5', '6', '7']);
    expect(keysOf(map, ['a', 'c'])).toEqual(['a', 'c']);
  });

  it('does not keep an entry heavier than the whole budget, nor evict others for it', () => {
    const map = weighted(3);
    map.set('a', ['1', '2']);
    map.set('huge', ['1', '2', '3', '4']);
    expect(map.get('huge')).toBeUndefined();
    expect(map.get('a')).toEqual(['1', '2']);
    expect(map.size).toBe(1);
  });

  it('drops a stale value when its key is re-set too heavy to keep', () => {
    const map = weighted(3);
    map.set('a', ['1']);
    map.set('a', ['1', '2', '3', '4']);
    expect(map.get('a')).toBeUndefined();
  });

  it('deletes every entry whose value matches, and only those', () => {
    const map = new TtlMap<string, { owner: string }>({ ttlMs: 60_000, maxEntries: 10 });
    map.set('a', { owner: 'x' });
    map.set('b', { owner: 'y' });
    map.set('c', { owner: 'x' });
    map.deleteWhere((value) => value.owner === 'x');
    expect(keysOf(map, ['a', 'b', 'c'])).toEqual(['b']);
    expect(map.size).toBe(1);
  });

  it('empties on clear, weight included', () => {
    const map = weighted(2);
    map.set('a', ['1', '2']);
    map.clear();
    expect(map.size).toBe(0);
    map.set('b', ['3']);
    map.set('c', ['4']);
    expect(keysOf(map, ['a', 'b', 'c'])).toEqual(['b', 'c']);
  });
});
