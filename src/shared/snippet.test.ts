import { describe, expect, it } from 'vitest';
import { snippetOf } from './snippet.ts';

describe('snippetOf', () => {
  it('keeps a short message whole, on one line', () => {
    expect(snippetOf('  Which phone\n\twere you on?  ')).toBe('Which phone were you on?');
  });

  it('cuts a long one at 140 characters, counting an emoji as one', () => {
    const snippet = snippetOf('😀'.repeat(300));
    expect(Array.from(snippet)).toHaveLength(140);
    expect(snippet).toBe(`${'😀'.repeat(139)}…`);
  });

  it('never leaves half of a surrogate pair, wherever the cut falls', () => {
    for (const lead of ['', 'x']) {
      const snippet = snippetOf(`${lead}${'😀'.repeat(200)}`);
      expect(snippet).not.toMatch(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
      );
    }
  });
});
