import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countOf, formatCount, plural } from './plural.ts';

describe('plural', () => {
  it('picks the noun that goes with the count', () => {
    expect(countOf(0, 'tester', 'testers')).toBe('0 testers');
    expect(countOf(1, 'tester', 'testers')).toBe('1 tester');
    expect(countOf(2, 'tester', 'testers')).toBe('2 testers');
    expect(countOf(12_040, 'tester', 'testers')).toBe('12,040 testers');
    expect(plural(1, 'has', 'have')).toBe('has');
    expect(plural(3, 'has', 'have')).toBe('have');
  });
});

describe('formatCount', () => {
  it('writes every number as en-US does', () => {
    const numbers = fc.oneof(
      fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
      fc.maxSafeInteger(),
      fc.double({ noNaN: true }),
    );
    fc.assert(
      fc.property(numbers, (count) => {
        expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
      }),
    );
    expect(formatCount(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991');
    expect(formatCount(-1204)).toBe('-1,204');
    expect(formatCount(-0)).toBe('-0');
  });
});
