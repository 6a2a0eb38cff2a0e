import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from './app-error.ts';
import { formatWait } from './format-wait.ts';

describe('formatWait', () => {
  it.each([
    [0.2, '1 second'],
    [1, '1 second'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [896, '15 minutes'],
    [900, '15 minutes'],
    [3540, '59 minutes'],
    [3541, '1 hour'],
    [3600, '1 hour'],
    [3601, '2 hours'],
    [86_400, '24 hours'],
  ])('%s seconds read "%s"', (seconds, words) => {
    expect(formatWait(seconds)).toBe(words);
  });
});

describe('TooManyRequestsError', () => {
  it('says the wait in words and keeps the seconds for Retry-After', () => {
    const error = new TooManyRequestsError(896);
    expect(error.message).toBe('Too many attempts; try again in 15 minutes');
    expect(error.retryAfterSeconds).toBe(896);
  });
});
