import { describe, expect, it } from 'vitest';
import { getFullName, getInitials } from './user-name.ts';

describe('getInitials', () => {
  it('takes the first letter of the first and last name, upper-cased', () => {
    expect(getInitials({ firstName: 'ada', lastName: 'lovelace' })).toBe('AL');
  });

  it('uses the one name there is', () => {
    expect(getInitials({ firstName: 'Grace', lastName: null })).toBe('G');
    expect(getInitials({ firstName: null, lastName: 'Hopper' })).toBe('H');
  });

  it('ignores surrounding spaces', () => {
    expect(getInitials({ firstName: '  linus ', lastName: ' torvalds' })).toBe('LT');
  });

  it('falls back to "U" without any name', () => {
    expect(getInitials({ firstName: null, lastName: null })).toBe('U');
    expect(getInitials({ firstName: '', lastName: '   ' })).toBe('U');
  });
});

describe('getFullName', () => {
  it('joins the parts there are', () => {
    expect(getFullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(getFullName({ firstName: 'Ada', lastName: null })).toBe('Ada');
    expect(getFullName({ firstName: null, lastName: null })).toBe('');
  });
});
