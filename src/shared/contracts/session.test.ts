import { describe, expect, it } from 'vitest';
import { normalizeSameSitePath, safeReturnTo } from './session.ts';

describe('safeReturnTo', () => {
  it.each([
    ['/software/abc?tab=testers#top', '/software/abc?tab=testers#top'],
    ['/software/Crème', '/software/Cr%C3%A8me'],
    ['/Ā', '/%C4%80'],
    ['/a\u007f', '/a%7F'],
  ])('keeps a same-site path %j, encoded as a Location header can carry it', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
    expect(safeReturnTo(expected)).toBe(expected);
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/.//evil.example/x',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/a b',
    '',
    42,
  ])('sends %j home instead', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  it('answers null for what is not a same-site path', () => {
    expect(normalizeSameSitePath('//evil.example/x')).toBeNull();
  });
});
