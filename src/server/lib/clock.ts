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
  set(instant: Date): void;
}

export function settableClock(start: Date = new Date()): SettableClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = instant.getTime();
    },
  };
}

export const isSettable = (clock: Clock): clock is SettableClock =>
  typeof (clock as Partial<SettableClock>).set === 'function';
