import { setImmediate } from 'node:timers/promises';
import { asc, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { listings } from '@/server/db/schema/listings.ts';
import type { SearchSource } from '@/shared/contracts/health.ts';
import { type IndexedListing, SearchIndex } from './search-index.ts';

/**
 * Listings read per query while loading (a million open listings take 1,000) or refreshing.
 * PGlite runs each query on this process's thread: a batch is how long a request may wait.
 */
const LOAD_BATCH = 1_000;
const RETRY_MAX_MS = 30_000;
/** After the index passed its budget: listings may have been deleted or hidden since. */
const OVER_BUDGET_RETRY_MS = 60 * 60_000;

/** The words as the tsvectors hold them, one string each: parsing a text[] cost more. */
const indexedColumns = {
  id: listings.id,
  createdAt: listings.createdAt,
  category: listings.category,
  platforms: sql<string>`array_to_string(${listings.platforms}, ' ')`,
  // Open and not hidden by moderation: what search may find.
  open: sql<boolean>`${listings.status} = 'Open' and ${listings.hiddenAt} is null`,
  nameWords: sql<string>`array_to_string(tsvector_to_array(${listings.nameWords}), ' ')`,
  words: sql<string>`array_to_string(tsvector_to_array(${listings.searchWords}), ' ')`,
};

type IndexedRow = {
  id: string;
  createdAt: Date;
  category: string;
  platforms: string;
  open: boolean;
  nameWords: string;
  words: string;
};

const toIndexed = (row: IndexedRow): IndexedListing => ({
  id: row.id,
  createdAt: row.createdAt,
  category: row.category,
  platforms: row.platforms.split(' ').filter(Boolean),
  nameWords: row.nameWords.split(' ').filter(Boolean),
  words: row.words.split(' ').filter(Boolean),
});

/** Where the index says it loaded, or could not load or refresh: the app's logger. */
interface IndexLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

const megabytes = (bytes: number) => Math.ceil(bytes / 2 ** 20);

/**
 * This process's search index, kept current: loaded in the background when the process starts
 * (search asks the database meanwhile), then told by the bus which listing changed, which it
 * reads again before the next search is answered. A missed event (the bus reconnected) or a
 * failed read means loading it all again. An index past its memory budget is dropped, and search
 * asks the database until a later load fits: what listings hold is anyone's to write, and a
 * process that runs out of memory answers nothing.
 */
export class LiveSearchIndex {
  private index: SearchIndex | null = null;
  /** Listings announced as changed and not yet read again. */
  private readonly dirty = new Set<string>();
  private refreshing: Promise<void> | null = null;
  private loading: Promise<void> | null = null;
  /** Bumped by each new load: a load or refresh of an older one must not touch the index. */
  private run = 0;
  /** Ends the wait before a load's next attempt, when the process is stopping. */
  private wake: (() => void) | null = null;
  /** Set while the index is dropped for its size: the load that will try again. */
  private overBudget: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: IndexLog,
    private readonly budgetBytes = Number.POSITIVE_INFINITY,
  ) {}

  /** Where search reads now. */
  get source(): SearchSource {
    const budgetMb = megabytes(this.budgetBytes);
    if (this.index) {
      const { size: listings, bytes } = this.index;
      return { source: 'index', listings, memoryMb: megabytes(bytes), budgetMb };
    }
    const reason = this.overBudget ? 'over memory budget' : 'loading';
    return { source: 'database', reason, budgetMb };
  }

  /** Settles when the load in progress has ended (at once if none is). */
  get loaded(): Promise<void> {
    return this.loading ?? Promise.resolve();
  }

  /** Drops the index and loads every open listing again. */
  reload(): void {
    this.run++;
    this.index = null;
    if (this.overBudget) clearTimeout(this.overBudget);
    this.overBudget = null;
    const run = this.run;
    const load = this.load(run).finally(() => {
      if (this.loading === load) this.loading = null;
    });
    this.loading = load;
  }

  /** A listing's words, category, platforms or status may have changed. */
  changed(id: string): void {
    // The load that tries again reads every listing anyway.
    if (this.overBudget) return;
    this.dirty.add(id);
    this.drain();
  }

  /**
   * The index with every change announced so far applied, or null while it loads (or after a
   * failed read, until it has loaded again).
   */
  async current(): Promise<SearchIndex | null> {
    while (this.refreshing) await this.refreshing;
    return this.index;
  }

  async stop(): Promise<void> {
    this.run++;
    this.index = null;
    if (this.overBudget) clearTimeout(this.overBudget);
    this.wake?.();
    await Promise.all([this.loading, this.refreshing]);
  }

  private async load(run: number): Promise<void> {
    for (let attempt = 0; run === this.run; attempt++) {
      try {
        const started = performance.now();
        const index = new SearchIndex();
        let after: string | null = null;
        for (;;) {
          // Every listing by id, the primary key; closed ones are skipped here. A database without
          // statistics (PGlite has no autovacuum) took "open" for rare and, in Browse's order,
          // sorted every open listing for each batch.
          const rows: IndexedRow[] = await this.db
            .select(indexedColumns)
            .from(listings)
            .where(after ? gt(listings.id, after) : undefined)
            .orderBy(asc(listings.id))
            .limit(LOAD_BATCH);
          if (run !== this.run) return;
          for (const row of rows) if (row.open) index.putUnsorted(toIndexed(row));
          if (this.tooBig(index)) return;
          const last = rows[rows.length - 1];
          if (!last || rows.length < LOAD_BATCH) break;
          after = last.id;
          // PGlite answers without waiting for I/O: without a turn of the event loop between
          // batches, the process would neither listen nor answer until the whole load is done.
          await setImmediate();
        }
        for (const _slice of index.sortLoaded()) {
          await setImmediate();
          if (run !== this.run) return;
        }
        this.index = index;
        const ms = Math.round(performance.now() - started);
        this.log.info({ listings: index.size, ms }, 'search index loaded');
        // Changes announced while loading may have missed the batch that held them.
        this.drain();
        return;
      } catch (err) {
        this.log.warn({ err }, 'search index not loaded');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(RETRY_MAX_MS, 500 * 2 ** attempt));
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = null;
      }
    }
  }

  /** Reads the changed listings again, one batch at a time, until none is left. */
  private drain(): void {
    const index = this.index;
    if (this.refreshing || !index || this.dirty.size === 0) return;
    const refreshing = this.refresh(index).finally(() => {
      this.refreshing = null;
      this.drain();
    });
    this.refreshing = refreshing;
  }

  private async refresh(index: SearchIndex): Promise<void> {
    while (this.dirty.size > 0 && this.index === index) {
      const ids = [...this.dirty].slice(0, LOAD_BATCH);
      for (const id of ids) this.dirty.delete(id);
      let rows: IndexedRow[];
      try {
        rows = await this.db.select(indexedColumns).from(listings).where(inArray(listings.id, ids));
      } catch (err) {
        this.log.warn({ err }, 'search index not refreshed');
        // The index now misses a change: it must not answer until it is whole again.
        this.reload();
        return;
      }
      if (this.index !== index) {
        for (const id of ids) this.dirty.add(id);
        return;
      }
      for (const id of ids) index.remove(id);
      for (const row of rows) if (row.open) index.put(toIndexed(row));
      if (this.tooBig(index)) return;
    }
  }

  /**
   * Drops the index when it takes more than its budget, says so, and loads it again later. The
   * caller stops: the index it worked on is gone.
   */
  private tooBig(index: SearchIndex): boolean {
    if (index.bytes <= this.budgetBytes) return false;
    this.run++;
    this.index = null;
    this.dirty.clear();
    this.log.warn(
      {
        listings: index.size,
        memoryMb: megabytes(index.bytes),
        budgetMb: megabytes(this.budgetBytes),
      },
      'search index over its memory budget: search reads the database',
    );
    this.overBudget = setTimeout(() => this.reload(), OVER_BUDGET_RETRY_MS);
    this.overBudget.unref();
    return true;
  }
}
