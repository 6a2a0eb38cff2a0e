import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client.ts';
import { listings } from '@/server/db/schema/listings.ts';
import type { ListingsQuery } from '@/shared/contracts/listings.ts';
import type { SearchCursor } from './browse-cursor.ts';
import type { SearchTerms } from './search-terms.ts';

/**
 * How search ranks, best first: every word whole in the name; in the name, some as a prefix;
 * every word whole anywhere; anywhere, some as a prefix. Newest first within a tier. Ranking in
 * a few tiers rather than by a score means each tier reads newest first through an index and
 * stops after a page: a word in 30% of listings never has all its matches scored and sorted.
 */
export const SEARCH_TIERS = 4;

// Written as SQL templates rather than with the query builder: building four branches of
// nested conditions cost node more than PostgreSQL took to plan and run them.
const matches = (column: AnyPgColumn, query: string) =>
  sql`${column} @@ to_tsquery('simple', ${query})`;

const not = (condition: SQL) => sql`not ${condition}`;

const every = (...conditions: SQL[]) => sql.join(conditions, sql` and `);

/** Each tier's condition, or null when the terms say it can hold no listing. */
function tierConditions({ whole, prefix, prefixOnly }: SearchTerms): (SQL | null)[] {
  const inName = (query: string) => matches(listings.nameWords, query);
  const anywhere = (query: string) => matches(listings.searchWords, query);
  // Each tier leaves out what a better tier already shows.
  const butNotWhole = (match: (query: string) => SQL, query: string): SQL =>
    prefixOnly ? match(prefixOnly) : every(match(query), ...(whole ? [not(match(whole))] : []));
  return [
    whole ? inName(whole) : null,
    prefix ? butNotWhole(inName, prefix) : null,
    whole ? every(anywhere(whole), not(inName(prefix ?? whole))) : null,
    prefix ? every(butNotWhole(anywhere, prefix), not(inName(prefix))) : null,
  ];
}

export interface TierRow {
  id: string;
  tier: number;
  createdAt: Date;
}

/**
 * One query for a page: each tier from the cursor's on, newest first and cut at `limit` rows on
 * its own (so the planner picks an index per tier), then the best `limit` of those.
 */
export async function selectTierPage(
  db: Database,
  terms: SearchTerms,
  options: {
    category: ListingsQuery['category'];
    after: SearchCursor | null;
    limit: number;
  },
): Promise<TierRow[]> {
  const { category, after, limit } = options;
  const parts: SQL[] = [];
  const inCategory = category ? sql` and ${listings.category} = ${category}` : sql``;
  tierConditions(terms).forEach((condition, tier) => {
    if (!condition || (after && tier < after.tier)) return;
    let afterCursor = sql``;
    if (after && tier === after.tier) {
      const createdAt = sql`${after.createdAt}::timestamptz`;
      afterCursor = sql` and (${listings.createdAt} < ${createdAt}
        or (${listings.createdAt} = ${createdAt} and ${listings.id} < ${after.id}::uuid))`;
    }
    parts.push(sql`(select ${listings.id}, ${tier}::int as tier, ${listings.createdAt}
      from ${listings}
      where ${listings.status} = 'Open' and ${condition}${inCategory}${afterCursor}
      order by ${listings.createdAt} desc, ${listings.id} desc limit ${limit})`);
  });
  if (parts.length === 0) return [];
  const result = await db.execute<{ id: string; tier: number; created_at: string | Date }>(sql`
    select id, tier, created_at from (${sql.join(parts, sql` union all `)}) ranked
    order by tier, created_at desc, id desc limit ${limit}`);
  const rows = (
    result as unknown as { rows: { id: string; tier: number; created_at: string | Date }[] }
  ).rows;
  return rows.map((row) => ({
    id: row.id,
    tier: Number(row.tier),
    createdAt: new Date(row.created_at),
  }));
}
