import { describe, expect, it } from 'vitest';
import { cycleDateText, missedLimitText, missedText, streakText } from './my-cycle-text.ts';

describe('my cycle texts', () => {
  it('writes a date without its year this year, with it otherwise, in any zone', () => {
    expect(cycleDateText('2027-03-02', '2027-03-04')).toBe('2 March');
    expect(cycleDateText('2028-01-01', '2027-12-30')).toBe('1 January 2028');
  });

  it('counts days in the singular and the plural', () => {
    expect(streakText(1)).toBe('1 day in a row');
    expect(streakText(5)).toBe('5 days in a row');
    expect(missedText(3)).toBe('You missed the last 3 days: check in today to keep your place.');
  });

  it('names the limit only within two missed days of it', () => {
    expect(missedLimitText(1, null)).toBeNull();
    expect(missedLimitText(0, 3)).toBeNull();
    expect(missedLimitText(1, 10)).toBeNull();
    expect(missedLimitText(8, 10)).toBe(
      'This cycle gives your place to the next tester in line after 10 days missed in a row.',
    );
    expect(missedLimitText(9, 10)).toMatch(/: miss today and it goes\.$/);
  });
});
