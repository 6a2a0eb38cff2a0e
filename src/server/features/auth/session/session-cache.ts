import type { SessionData } from '@/server/db/schema/sessions.ts';
import type { UserRow } from '@/server/db/schema/users.ts';
import { InvalidatingCache } from '@/server/lib/invalidating-cache.ts';

export interface StoredSession {
  user: UserRow;
  data: SessionData;
  expire: Date;
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

const sessionScope = (sid: string) => `session:${sid}`;
const userScope = (userId: string) => `user:${userId}`;

/**
 * Recently read sessions by the hash of their id, so most API requests skip the session query.
 * The least recently used entry makes room when full.
 */
export class SessionCache {
  private readonly bySid: InvalidatingCache<StoredSession>;
  /** Follows the cache's entries however they leave, so a user's sessions are found at once. */
  private readonly sidsByUser = new Map<string, Set<string>>();
  private readonly now: () => number;

  constructor({ ttlMs = 30_000, maxEntries = 10_000, now }: SessionCacheOptions = {}) {
    // Expiry is a wall-clock date; how long an entry is trusted is timed on the cache's own clock.
    this.now = now ?? Date.now;
    this.bySid = new InvalidatingCache({
      ttlMs,
      maxEntries,
      now,
      onRemove: (session, sid) => this.unindex(session.user.id, sid),
    });
  }

  get size(): number {
    return this.bySid.size;
  }

  /**
   * Read it before loading a session and pass it to `set`: if an invalidation of that session or
   * its user arrived while the row was being read, the row may be stale and is not kept.
   */
  get generation(): number {
    return this.bySid.generation;
  }

  get(sid: string): StoredSession | undefined {
    const session = this.bySid.get(sid);
    if (session && session.expire.getTime() <= this.now()) {
      this.bySid.delete(sid);
      return undefined;
    }
    return session;
  }

  set(sid: string, session: StoredSession, readAtGeneration = this.generation): void {
    const userId = session.user.id;
    // A copy of the entry, since `renew` moves its expiry in place.
    const scopes = [sessionScope(sid), userScope(userId)];
    if (!this.bySid.keep(sid, { ...session }, readAtGeneration, scopes)) return;
    const sids = this.sidsByUser.get(userId) ?? new Set<string>();
    sids.add(sid);
    this.sidsByUser.set(userId, sids);
  }

  /** Moves the cached expiry along with the stored one after a rolling renewal. */
  renew(sid: string, expire: Date): void {
    const session = this.bySid.get(sid);
    if (session) session.expire = expire;
  }

  forgetSession(sid: string): void {
    this.bySid.forget(sid, sessionScope(sid));
  }

  forgetUser(userId: string): void {
    this.bySid.guard.invalidate(userScope(userId));
    for (const sid of [...(this.sidsByUser.get(userId) ?? [])]) this.bySid.delete(sid);
  }

  clear(): void {
    this.bySid.clear();
  }

  private unindex(userId: string, sid: string): void {
    const sids = this.sidsByUser.get(userId);
    sids?.delete(sid);
    if (sids?.size === 0) this.sidsByUser.delete(userId);
  }
}
