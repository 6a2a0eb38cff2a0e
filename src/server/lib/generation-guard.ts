/** Enough to cover the invalidations that arrive during one read, with room to spare. */
const RECENT_INVALIDATIONS = 1_000;

/**
 * Counts invalidations, so a value read before one is not stored after it: read `generation`
 * before the read and ask `allows` before keeping the value. Invalidations may name a scope (a
 * session, a user); a fill that names its scopes is then refused only for those, as long as the
 * short log of recent scoped invalidations reaches back to its read.
 */
export class GenerationGuard {
  private seq = 0;
  /** Scoped invalidations since the last unscoped one, oldest first. */
  private readonly recent: { seq: number; scope: string }[] = [];

  get generation(): number {
    return this.seq;
  }

  /** A change to what `scope` names; without one, to anything. */
  invalidate(scope?: string): void {
    this.seq++;
    if (scope === undefined) {
      // Everything is suspect: no entry of the log can speak for reads that began before this.
      this.recent.length = 0;
      return;
    }
    this.recent.push({ seq: this.seq, scope });
    if (this.recent.length > RECENT_INVALIDATIONS) this.recent.shift();
  }

  /** Whether a value read at `readAt` is still good: no invalidation since, of its scopes if named. */
  allows(readAt: number, scopes?: readonly string[]): boolean {
    if (readAt === this.seq) return true;
    if (!scopes) return false;
    const oldest = this.recent[0]?.seq;
    // The log no longer reaches back to the read (or was emptied): assume the worst.
    if (oldest === undefined || oldest > readAt + 1) return false;
    for (let i = this.recent.length - 1; i >= 0; i--) {
      const invalidation = this.recent[i];
      if (!invalidation || invalidation.seq <= readAt) break;
      if (scopes.includes(invalidation.scope)) return false;
    }
    return true;
  }
}
