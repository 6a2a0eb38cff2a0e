import { ServiceBusyError } from '@/server/lib/app-error.ts';

export interface HashingGateLimits {
  /** Tasks running at once. */
  inFlight: number;
  /** Tasks waiting for a turn; one more is refused. */
  queued: number;
  /** What the refusal's Retry-After says: about the time a full queue takes to drain. */
  retryAfterSeconds: number;
}

export const BUSY_MESSAGE = 'Sign-in is busy; try again in a moment';

/**
 * Lets at most `inFlight` tasks run, queues up to `queued` more in arrival order, and refuses the
 * rest with a 503 at once: a crowd then costs a bounded wait, never an unbounded one.
 */
export function createHashingGate({ inFlight, queued, retryAfterSeconds }: HashingGateLimits) {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function take(): Promise<void> {
    if (running < inFlight) {
      running++;
      return;
    }
    if (waiting.length >= queued) throw new ServiceBusyError(BUSY_MESSAGE, retryAfterSeconds);
    // The finishing task hands its turn straight over, so `running` stays as it is.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    await take();
    try {
      return await task();
    } finally {
      release();
    }
  };
}
