import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serveNodeOptions } from '#tests/server-process.ts';

describe('the options production starts node with', () => {
  it('give the young generation 64 MB, and node accepts them', () => {
    const options = serveNodeOptions();
    // Requests in flight when a scavenge runs survive it: with the default 16 MB they are copied
    // to the old generation, which then collects more often (see README, "Garbage collection").
    expect(options).toContain('--max-semi-space-size=64');
    expect(options.some((option) => option.startsWith('--env-file'))).toBe(false);
    expect(() =>
      execFileSync(process.execPath, [...options, '-e', ''], { stdio: 'pipe' }),
    ).not.toThrow();
  });
});
