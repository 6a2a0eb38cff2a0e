import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client.ts';
import { executeRows } from '@/server/db/execute-rows.ts';
import { listings } from '@/server/db/schema/listings.ts';
import type { SearchCursor, TierRow } from '@/server/features/listings/search/search-tiers.ts';
import type { ListingsQuery } from '@/shared/contracts/listings.ts';
import type { SearchTerms } from './search-terms.ts';

// Written as SQL templates rather than with the query builder: building four branches of
// nested conditions cost node more than PostgreSQL took to plan and run them.
// A cast, not `to_tsquery`, which would parse the words again: "beta-test" would become a
// phrase, which the stored tsvectors, stripped of positions, cannot match.
const matches = (column: AnyPgColumn, query: string) => sql`${column} @@ ${query}::tsquery`;

const not = (condition: SQL) => sql`not ${condition}`;

const every = (...conditions: SQL[]) => sql.join(conditions, sql` and `);

/**
 * Each tier's condition, in the order search-tiers.ts ranks them, or null when the terms say it
 * can hold no listing.
 */
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

/**
 * One query for a page: each tier from the cursor's on, newest first and cut at `limit` rows on
 * its own (so the planner picks an index per tier), then the best `limit` of those.
 */
export async function selectTierPage(
  db: Database,
  terms: SearchTerms,
  options: {
    category: ListingsQuery['category'];
    platform?: ListingsQuery['platform'];
    after: SearchCursor | null;
    limit: number;
  },
): Promise<TierRow[]> {
  const { category, platform, after, limit } = options;
  const parts: SQL[] = [];
  const inCategory = category ? sql` and ${listings.category} = ${category}` : sql``;
  const onPlatform = platform
    ? sql` and ${listings.platforms} @> array[${platform}]::platform[]`
    : sql``;
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
      where ${listings.status} = 'Open' and ${listings.hiddenAt} is null and ${condition}${inCategory}${onPlatform}${afterCursor}
      order by ${listings.createdAt} desc, ${listings.id} desc limit ${limit})`);
  });
  if (parts.length === 0) return [];
  const rows = await executeRows<{ id: string; tier: number; created_at: string | Date }>(
    db,
    pageFromTiers(parts, limit),
  );
  return rows.map((row) => ({
    id: row.id,
    tier: Number(row.tier),
    createdAt: new Date(row.created_at),
  }));
}

/**
 * The best `limit` rows of the tiers, best tier first. A tier runs only while the tiers before it
 * found fewer than `limit` rows: its condition on them holds no column of its own, so PostgreSQL
 * checks it once, before reading anything. A rare word's page is often filled by the names that
 * have it; reading the descriptions that have it too, then sorting them, cost three times as much.
 */
function pageFromTiers(tiers: SQL[], limit: number): SQL {
  const names = tiers.map((_, index) => sql.raw(`tier_${index}`));
  const steps = tiers.map((tier, index) => {
    const before = names.slice(0, index).map((name) => sql`(select count(*) from ${name})`);
    const needed = before.length > 0 ? sql` where ${sql.join(before, sql` + `)} < ${limit}` : sql``;
    return sql`${names[index]} as materialized (select * from ${tier} page${needed})`;
  });
  const all = sql.join(
    names.map((name) => sql`select * from ${name}`),
    sql` union all `,
  );
  return sql`with ${sql.join(steps, sql`, `)}
    select id, tier, created_at from (${all}) ranked
    order by tier, created_at desc, id desc limit ${limit}`;
}
