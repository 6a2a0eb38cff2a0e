import { badRequest } from '@/server/lib/app-error.ts';

/**
 * Browse pages by keyset (the last row's createdAt and id) when listing newest first, so page
 * 1,000 costs what page 1 does; search results page by offset within each group of matches.
 */
export type BrowseCursor = { createdAt: string; id: string } | SearchCursor;

/** Search reads name matches, then the other matches: where the next page starts in which. */
export type SearchCursor = { phase: 'name' | 'rest'; offset: number };

/** How deep search results go: past this, a ranked offset costs too much to be worth paging. */
export const MAX_SEARCH_OFFSET = 10_000;

export function encodeCursor(cursor: BrowseCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Only what we could have encoded: an exact ISO instant and a uuid, or a bounded offset. */
export function decodeCursor(value: string): BrowseCursor {
  try {
    const { createdAt, id, phase, offset } = JSON.parse(
      Buffer.from(value, 'base64url').toString('utf8'),
    );
    if (typeof createdAt === 'string' && typeof id === 'string' && isInstant(createdAt)) {
      if (UUID.test(id)) return { createdAt, id };
    } else if (
      createdAt === undefined &&
      (phase === 'name' || phase === 'rest') &&
      isOffset(offset)
    ) {
      return { phase, offset };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest('Invalid cursor', { cursor: 'Invalid cursor' });
}

/** What `Date#toISOString` writes for a date the database can hold. */
function isInstant(value: string): boolean {
  const date = new Date(value);
  return (
    !Number.isNaN(date.getTime()) &&
    date.getUTCFullYear() >= 1970 &&
    date.getUTCFullYear() <= 9999 &&
    date.toISOString() === value
  );
}

function isOffset(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_SEARCH_OFFSET
  );
}
