import { TooManyRequestsError } from './app-error.ts';

export interface FixedWindowLimiterOptions {
  max: number;
  windowMs: number;
  /** What is being counted, for the message: "Too many messages; try again in 12 seconds". */
  what: string;
  now?: () => number;
}

/**
 * Counts actions per key in fixed windows, in this process's memory. For limits that must hold
 * across channels (a chat message sent over REST or over the socket spends the same budget),
 * where a per-route HTTP limiter cannot see the socket.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();
  private readonly now: () => number;
  private sweptAt = 0;

  constructor(private readonly options: FixedWindowLimiterOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Spends one action of `key`'s budget, or throws a 429 that says when to come back. */
  take(key: string): void {
    const now = this.now();
    const { max, windowMs, what } = this.options;
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= windowMs) {
      this.sweep(now);
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= max) {
      const retryAfter = Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000));
      throw new TooManyRequestsError(retryAfter, what);
    }
    window.count++;
  }

  /** Drops finished windows, at most once a window, so idle keys do not pile up. */
  private sweep(now: number) {
    if (now - this.sweptAt < this.options.windowMs) return;
    this.sweptAt = now;
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.options.windowMs) this.windows.delete(key);
    }
  }
}
