import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timeAgo } from './time-ago.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-30T12:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('timeAgo', () => {
  it('says how long ago, with a suffix', () => {
    expect(timeAgo('2026-11-27T12:00:00.000Z')).toBe('3 days ago');
    expect(timeAgo('2026-11-30T11:59:50.000Z')).toBe('less than a minute ago');
  });

  it('says "Unknown" for a missing or unreadable date', () => {
    expect(timeAgo(null)).toBe('Unknown');
    expect(timeAgo(undefined)).toBe('Unknown');
    expect(timeAgo('')).toBe('Unknown');
    expect(timeAgo('not a date')).toBe('Unknown');
  });
});
