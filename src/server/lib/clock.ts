/**
 * Where the server reads the time. Everything about cycle days (check-ins, reminders, releases)
 * asks the context's clock instead of `new Date()`, so tests and the browser test's short cycle
 * can stand at any instant (decision 025).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands where it is put, for tests and for a server started with `TEST_CLOCK=1`. */
export interface SettableClock extends Clock {
  /** Moves the clock, then waits for the work that runs on a move. */
  set(instant: Date): Promise<void>;
  /**
   * Work to run each time the clock moves: a server on a test clock runs its time-driven jobs
   * then, since their schedules follow the real clock and would never see the test's days.
   */
  onMove(work: (now: Date) => Promise<unknown>): void;
}

export function settableClock(start: Date = new Date()): SettableClock {
  let current = start.getTime();
  const works: ((now: Date) => Promise<unknown>)[] = [];
  return {
    now: () => new Date(current),
    set: async (instant) => {
      current = instant.getTime();
      for (const work of works) await work(new Date(current));
    },
    onMove: (work) => {
      works.push(work);
    },
  };
}

export const isSettable = (clock: Clock): clock is SettableClock =>
  typeof (clock as Partial<SettableClock>).set === 'function';
