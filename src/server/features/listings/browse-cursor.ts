import { badRequest } from '../../lib/app-error.ts';

/**
 * Browse pages by keyset (the last row's createdAt and id) when listing newest first, so page
 * 1,000 costs what page 1 does; ranked search results page by offset.
 */
export type BrowseCursor = { createdAt: string; id: string } | { offset: number };

export function encodeCursor(cursor: BrowseCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(value: string): BrowseCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (isKeyset(parsed) || isOffset(parsed)) return parsed;
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest('Invalid cursor', { cursor: 'Invalid cursor' });
}

function isKeyset(value: unknown): value is { createdAt: string; id: string } {
  const v = value as { createdAt?: unknown; id?: unknown };
  return (
    typeof v?.createdAt === 'string' &&
    !Number.isNaN(Date.parse(v.createdAt)) &&
    typeof v.id === 'string' &&
    /^[0-9a-f-]{36}$/.test(v.id)
  );
}

function isOffset(value: unknown): value is { offset: number } {
  const offset = (value as { offset?: unknown })?.offset;
  return typeof offset === 'number' && Number.isInteger(offset) && offset >= 0 && offset <= 10_000;
}
