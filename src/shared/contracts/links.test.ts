import { describe, expect, it } from 'vitest';
import { httpUrlOrEmpty } from './links.ts';

const link = httpUrlOrEmpty();

describe('httpUrlOrEmpty', () => {
  it('takes an address typed without a scheme as https', () => {
    expect(link.parse('example.com')).toBe('https://example.com');
    expect(link.parse(' www.example.com/beta?ref=1 ')).toBe('https://www.example.com/beta?ref=1');
    expect(link.parse('example.com:8080/app')).toBe('https://example.com:8080/app');
  });

  it('keeps http and https links as typed, and an empty one empty', () => {
    expect(link.parse('http://example.com/a')).toBe('http://example.com/a');
    expect(link.parse('HTTPS://Example.com')).toBe('HTTPS://Example.com');
    expect(link.parse('')).toBe('');
  });

  it('refuses other schemes and words that are no address', () => {
    for (const typed of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:ada@example.com',
      'ftp://example.com',
      'abc',
      'not a link',
    ]) {
      const result = link.safeParse(typed);
      expect(result.success, typed).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Enter a web address, such as example.com');
    }
  });
});
