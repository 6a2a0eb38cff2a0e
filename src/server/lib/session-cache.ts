import type { SessionData } from '../db/schema/sessions.ts';
import type { UserRow } from '../db/schema/users.ts';

/** Enough to cover the invalidations that arrive during one session read, with room to spare. */
const RECENT_INVALIDATIONS = 1_000;

export interface StoredSession {
  user: UserRow;
  data: SessionData;
  expire: Date;
}

interface Entry extends StoredSession {
  sid: string;
  cachedAt: number;
}

export interface SessionCacheOptions {
  /**
   * The longest a cached session is trusted without reading it again. Sign-out and user changes
   * drop entries at once, in every process through the event bus; this bounds what a lost event
   * could leave stale.
   */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Recently read sessions by the hash of their id, so most API requests skip the session query.
 * The oldest entry makes room when full (Map keeps insertion order).
 */
export class SessionCache {
  private readonly bySid = new Map<string, Entry>();
  private readonly sidsByUser = new Map<string, Set<string>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  /** Recent invalidations, newest last, so a read can tell whether one concerned it. */
  private readonly recent: { seq: number; sid?: string; userId?: string }[] = [];
  private seq = 0;

  constructor({ ttlMs = 30_000, maxEntries = 10_000, now = Date.now }: SessionCacheOptions = {}) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  get size(): number {
    return this.bySid.size;
  }

  /**
   * Read it before loading a session and pass it to `set`: if an invalidation of that session or
   * its user arrived while the row was being read, the row may be stale and is not kept.
   */
  get generation(): number {
    return this.seq;
  }

  get(sid: string): StoredSession | undefined {
    const entry = this.bySid.get(sid);
    if (!entry) return undefined;
    const now = this.now();
    if (now - entry.cachedAt >= this.ttlMs || entry.expire.getTime() <= now) {
      this.dropEntry(sid);
      return undefined;
    }
    return entry;
  }

  set(sid: string, session: StoredSession, readAtGeneration = this.seq): void {
    if (this.ttlMs <= 0 || this.changedSince(readAtGeneration, sid, session.user.id)) return;
    this.dropEntry(sid);
    while (this.bySid.size >= this.maxEntries) {
      const oldest = this.bySid.keys().next().value;
      if (oldest === undefined) break;
      this.dropEntry(oldest);
    }
    this.bySid.set(sid, { ...session, sid, cachedAt: this.now() });
    const sids = this.sidsByUser.get(session.user.id) ?? new Set<string>();
    sids.add(sid);
    this.sidsByUser.set(session.user.id, sids);
  }

  /** Moves the cached expiry along with the stored one after a rolling renewal. */
  renew(sid: string, expire: Date): void {
    const entry = this.bySid.get(sid);
    if (entry) entry.expire = expire;
  }

  forgetSession(sid: string): void {
    this.record({ sid });
    this.dropEntry(sid);
  }

  private dropEntry(sid: string): void {
    const entry = this.bySid.get(sid);
    if (!entry) return;
    this.bySid.delete(sid);
    const sids = this.sidsByUser.get(entry.user.id);
    sids?.delete(sid);
    if (sids?.size === 0) this.sidsByUser.delete(entry.user.id);
  }

  forgetUser(userId: string): void {
    this.record({ userId });
    for (const sid of this.sidsByUser.get(userId) ?? []) this.bySid.delete(sid);
    this.sidsByUser.delete(userId);
  }

  clear(): void {
    // Everything is suspect: no entry of the log can speak for reads that began before this.
    this.recent.length = 0;
    this.seq++;
    this.bySid.clear();
    this.sidsByUser.clear();
  }

  private record(invalidation: { sid?: string; userId?: string }) {
    this.seq++;
    this.recent.push({ seq: this.seq, ...invalidation });
    if (this.recent.length > RECENT_INVALIDATIONS) this.recent.shift();
  }

  private changedSince(readAt: number, sid: string, userId: string): boolean {
    if (readAt === this.seq) return false;
    const oldest = this.recent[0]?.seq;
    // The log no longer reaches back to the read (or was cleared): assume the worst.
    if (oldest === undefined || oldest > readAt + 1) return true;
    return this.recent.some((i) => i.seq > readAt && (i.sid === sid || i.userId === userId));
  }
}
