import { LRUCache } from 'lru-cache';
import { GenerationGuard } from './generation-guard.ts';

export interface InvalidatingCacheOptions<V> {
  /**
   * The longest an entry is trusted; invalidations drop entries sooner, this bounds a lost one.
   * 0 keeps nothing.
   */
  ttlMs: number;
  maxEntries: number;
  /** With `sizeOf`: what all entries may cost together, so a few large ones cannot hog memory. */
  maxSize?: number;
  /** A positive whole number: the characters or ids an entry holds, say. */
  sizeOf?: (value: V) => number;
  /** Caches filled by the same reads share one guard, so one `generation` covers them all. */
  guard?: GenerationGuard;
  /** Called whenever an entry leaves, however it leaves, so an index over entries can follow. */
  onRemove?: (value: V, key: string) => void;
  /** A clock in milliseconds; the default is the monotonic `performance.now()`. */
  now?: () => number;
}

/**
 * lru-cache serves an entry until more than `ttl` has passed and reads a start time of 0 as "no
 * ttl"; ours lapse once `ttlMs` have passed, on any clock, a test's starting at 0 included. On a
 * clock of half milliseconds, one past zero, "more than 2·ttlMs − 1" says just that.
 */
const halfMilliseconds = (now: () => number) => ({ now: () => 2 * now() + 1 });

/**
 * A bounded cache whose entries expire, the least recently used making room, guarded so that a
 * value read before an invalidation is never stored after it.
 */
export class InvalidatingCache<V extends object> {
  readonly guard: GenerationGuard;
  private readonly entries: LRUCache<string, V>;
  private readonly keeps: boolean;

  constructor({
    ttlMs,
    maxEntries,
    maxSize,
    sizeOf,
    guard = new GenerationGuard(),
    onRemove,
    now,
  }: InvalidatingCacheOptions<V>) {
    this.guard = guard;
    this.keeps = ttlMs > 0;
    this.entries = new LRUCache<string, V>({
      max: maxEntries,
      ttl: Math.max(1, 2 * ttlMs - 1),
      perf: halfMilliseconds(now ?? (() => performance.now())),
      // lru-cache reuses a clock reading for a millisecond; a test's clock moves in between.
      ...(now ? { ttlResolution: 0 } : {}),
      ...(sizeOf && maxSize !== undefined ? { maxSize, sizeCalculation: sizeOf } : {}),
      ...(onRemove ? { dispose: onRemove } : {}),
    });
  }

  /** Read before reading what will be kept, and hand to `keep`. */
  get generation(): number {
    return this.guard.generation;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  /**
   * Stores a value read since `readAt`, unless an invalidation arrived meanwhile: one of its
   * `scopes` if named, else any. A value heavier than `maxSize` is not kept, and drops the old one.
   * Answers whether it was kept.
   */
  keep(key: string, value: V, readAt: number, scopes?: readonly string[]): boolean {
    if (!this.keeps || !this.guard.allows(readAt, scopes)) return false;
    this.entries.set(key, value);
    return this.entries.has(key);
  }

  /** For values that cannot go stale, such as what a signed cookie says. */
  set(key: string, value: V): void {
    if (this.keeps) this.entries.set(key, value);
  }

  /** Drops an entry that has run its course, with nothing to invalidate. */
  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops `key` and refuses fills in flight for `scope` (the key itself unless named). */
  forget(key: string, scope = key): void {
    this.guard.invalidate(scope);
    this.entries.delete(key);
  }

  /** Drops every entry whose value matches; fills in flight are refused for `scope`, or all. */
  forgetWhere(matches: (value: V) => boolean, scope?: string): void {
    this.guard.invalidate(scope);
    const doomed = [...this.entries.entries()].filter(([, value]) => matches(value));
    for (const [key] of doomed) this.entries.delete(key);
  }

  /** Drops everything and refuses every fill in flight. */
  clear(): void {
    this.guard.invalidate();
    this.entries.clear();
  }
}
