import { SEARCH_TIERS, type SearchCursor } from '@/server/features/listings/search/search-tiers.ts';
import { badRequest } from '@/server/lib/app-error.ts';
import { UUID_PATTERN } from '@/server/lib/uuid.ts';
import type { BrowseSort } from '@/shared/contracts/browse-sorts.ts';

/**
 * Browse pages by keyset (the last row's createdAt and id), so page 1,000 costs what page 1
 * does. The other sorts order by a sort key first: their cursor adds the sort and the last row's
 * key. Search results are ranked in tiers, newest first within each: their cursor adds the last
 * row's tier, and the next page carries on in that tier after that row.
 */
export type BrowseCursor = Keyset | SortedKeyset | SearchCursor;

export type Keyset = { createdAt: string; id: string };

/** A sort other than newest, which pages by its key, then newest first. */
export type KeyedSort = Exclude<BrowseSort, 'newest'>;
export type SortedKeyset = { sort: KeyedSort; key: number; createdAt: string; id: string };

/** What a page was ordered by: a cursor continues only the order that handed it out. */
export type BrowseOrder = BrowseSort | 'search';

const KEYED_SORTS: readonly string[] = ['places', 'cycle', 'responsive'] satisfies KeyedSort[];

export function orderOf(cursor: BrowseCursor): BrowseOrder {
  if ('tier' in cursor) return 'search';
  if ('sort' in cursor) return cursor.sort;
  return 'newest';
}

export function encodeCursor(cursor: BrowseCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/**
 * Only what we could have encoded for `order`: an exact ISO instant and a uuid, and maybe a tier
 * or a sort and its key. A cursor of another order is refused like a forged one: carried on in
 * this order, its page would skip or repeat listings.
 */
export function decodeCursor(value: string, order: BrowseOrder): BrowseCursor {
  const cursor = parseCursor(value);
  if (cursor && orderOf(cursor) === order) return cursor;
  throw badRequest('validation_failed', 'Invalid cursor', { cursor: 'Invalid cursor' });
}

function parseCursor(value: string): BrowseCursor | null {
  try {
    const { createdAt, id, tier, sort, key } = JSON.parse(
      Buffer.from(value, 'base64url').toString('utf8'),
    );
    if (typeof createdAt !== 'string' || !isInstant(createdAt)) return null;
    if (typeof id !== 'string' || !UUID_PATTERN.test(id)) return null;
    if (tier === undefined && sort === undefined && key === undefined) return { createdAt, id };
    if (isTier(tier) && sort === undefined && key === undefined) return { tier, createdAt, id };
    if (tier === undefined && isKeyedSort(sort) && isSortKey(key))
      return { sort, key, createdAt, id };
  } catch {
    // Refused by the caller.
  }
  return null;
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

const isKeyedSort = (value: unknown): value is KeyedSort =>
  typeof value === 'string' && KEYED_SORTS.includes(value);

/** Sort keys are PostgreSQL integers, never negative (places left stop at 0). */
const isSortKey = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 2_147_483_647;
