import { describe, expect, it } from 'vitest';
import { isSettable, settableClock, systemClock } from './clock.ts';

describe('a settable clock', () => {
  it('stands where it is put, and runs the work on a move before the move is done', async () => {
    const clock = settableClock(new Date('2026-03-29T00:30:00Z'));
    const seen: string[] = [];
    clock.onMove(async (now) => {
      await new Promise((resolve) => setImmediate(resolve));
      seen.push(now.toISOString());
    });
    expect(clock.now().toISOString()).toBe('2026-03-29T00:30:00.000Z');
    await clock.set(new Date('2026-03-30T19:00:00Z'));
    expect(seen).toEqual(['2026-03-30T19:00:00.000Z']);
    expect(clock.now().toISOString()).toBe('2026-03-30T19:00:00.000Z');
  });

  it('is told apart from the system clock', () => {
    expect(isSettable(settableClock())).toBe(true);
    expect(isSettable(systemClock)).toBe(false);
  });
});
