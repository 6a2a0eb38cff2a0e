import { describe, expect, it } from 'vitest';
import { countOf, plural } from './plural.ts';

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
