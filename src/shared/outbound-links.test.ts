import { describe, expect, it } from 'vitest';
import { linkDomain } from './outbound-links.ts';

describe('linkDomain', () => {
  it('names the host without www, path, port nor credentials', () => {
    expect(linkDomain('https://www.example.com/download?v=2')).toBe('example.com');
    expect(linkDomain('http://files.example.org:8080/app.zip')).toBe('files.example.org');
    expect(linkDomain('https://user:secret@evil.example/x')).toBe('evil.example');
  });

  it('shows an unreadable address as it is rather than hiding it', () => {
    expect(linkDomain('not a url')).toBe('not a url');
  });
});
