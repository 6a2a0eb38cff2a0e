import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTimeAgo } from './format-date.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-30T12:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('formatTimeAgo', () => {
  it('says how long ago, with a suffix', () => {
    expect(formatTimeAgo('2026-11-27T12:00:00.000Z')).toBe('3 days ago');
    expect(formatTimeAgo('2026-11-30T11:59:50.000Z')).toBe('less than a minute ago');
  });

  it('reads a moment slightly in the future (clock skew) as just now', () => {
    expect(formatTimeAgo('2026-11-30T12:00:05.000Z')).toBe('less than a minute ago');
  });

  it('says "Unknown" for a missing or unreadable date', () => {
    expect(formatTimeAgo(null)).toBe('Unknown');
    expect(formatTimeAgo(undefined)).toBe('Unknown');
    expect(formatTimeAgo('')).toBe('Unknown');
    expect(formatTimeAgo('not a date')).toBe('Unknown');
  });
});
