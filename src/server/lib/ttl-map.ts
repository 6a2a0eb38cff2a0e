export interface TtlMapOptions<V> {
  /** The longest an entry is trusted; events drop entries sooner, this bounds a lost one. */
  ttlMs: number;
  maxEntries: number;
  /** With `maxWeight`: what an entry costs (ids it holds, say), so a few large ones cannot hog memory. */
  weigh?: (value: V) => number;
  maxWeight?: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  weight: number;
  storedAt: number;
}

/**
 * A bounded map whose entries expire. When full, the oldest entries make room (a Map keeps
 * insertion order, and `set` re-inserts).
 */
export class TtlMap<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly weigh: (value: V) => number;
  private readonly maxWeight: number;
  private readonly now: () => number;
  private weight = 0;

  constructor({
    ttlMs,
    maxEntries,
    weigh = () => 0,
    maxWeight = Number.POSITIVE_INFINITY,
    now = Date.now,
  }: TtlMapOptions<V>) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.weigh = weigh;
    this.maxWeight = maxWeight;
    this.now = now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.ttlMs) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps the value unless it alone outweighs the whole map. */
  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.weigh(value);
    if (this.ttlMs <= 0 || this.maxEntries <= 0 || weight > this.maxWeight) return;
    while (this.entries.size >= this.maxEntries || this.weight + weight > this.maxWeight) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    this.entries.set(key, { value, weight, storedAt: this.now() });
    this.weight += weight;
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  /** Drops every entry whose value matches. */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }
}
