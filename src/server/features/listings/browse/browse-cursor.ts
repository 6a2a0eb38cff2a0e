import { SEARCH_TIERS, type SearchCursor } from '@/server/features/listings/search/search-tiers.ts';
import { badRequest } from '@/server/lib/app-error.ts';
import { UUID_PATTERN } from '@/server/lib/uuid.ts';

/**
 * Browse pages by keyset (the last row's createdAt and id), so page 1,000 costs what page 1
 * does. Search results are ranked in tiers, newest first within each: their cursor adds the
 * last row's tier, and the next page carries on in that tier after that row.
 */
export type BrowseCursor = Keyset | SearchCursor;

type Keyset = { createdAt: string; id: string };

export const isSearchCursor = (cursor: BrowseCursor): cursor is SearchCursor => 'tier' in cursor;

export function encodeCursor(cursor: BrowseCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** Only what we could have encoded: an exact ISO instant and a uuid, and maybe a tier. */
export function decodeCursor(value: string): BrowseCursor {
  try {
    const { createdAt, id, tier } = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (typeof createdAt === 'string' && typeof id === 'string' && isInstant(createdAt)) {
      if (UUID_PATTERN.test(id) && tier === undefined) return { createdAt, id };
      if (UUID_PATTERN.test(id) && isTier(tier)) return { tier, createdAt, id };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest('validation_failed', 'Invalid cursor', { cursor: 'Invalid cursor' });
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

function isTier(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < SEARCH_TIERS;
}
