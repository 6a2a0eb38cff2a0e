import { and, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { software } from '../../db/schema/listings.ts';
import { selectListings } from '../../lib/listing-query.ts';

/**
 * Browse's newest-first pages and the detail view run on nearly every visit. Prepared once per
 * database, they skip building the SQL in node and, on PostgreSQL, parsing and planning it on
 * every request (planning cost more than running them).
 */
const viewer = sql.placeholder('viewerId');
const statements = new WeakMap<Database, Map<string, unknown>>();

function prepared<T>(db: Database, name: string, build: () => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  if (!byName.has(name)) byName.set(name, build());
  return byName.get(name) as T;
}

export interface BrowseShape {
  signedIn: boolean;
  category: boolean;
  /** After a keyset cursor: `afterCreatedAt` and `afterId` are set. */
  keyset: boolean;
}

const newestFirst = [desc(software.createdAt), desc(software.id)];

/** Placeholders: viewerId (when signed in), category, afterCreatedAt, afterId, limit. */
export function browsePageQuery(db: Database, shape: BrowseShape) {
  const name = `browse_${Number(shape.signedIn)}${Number(shape.category)}${Number(shape.keyset)}`;
  return prepared(db, name, () => {
    const conditions: SQL[] = [eq(software.status, 'Open')];
    if (shape.category) conditions.push(eq(software.category, sql.placeholder('category')));
    if (shape.keyset) {
      const after = sql.placeholder('afterCreatedAt');
      conditions.push(
        or(
          lt(software.createdAt, after),
          and(eq(software.createdAt, after), lt(software.id, sql.placeholder('afterId'))),
        ) as SQL,
      );
    }
    // The page's ids first, so builders, counts and flags are computed for one page only.
    const pageIds = db
      .select({ id: software.id })
      .from(software)
      .where(and(...conditions))
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'));
    return selectListings(db, shape.signedIn ? viewer : null)
      .where(inArray(software.id, pageIds))
      .orderBy(...newestFirst)
      .prepare(name);
  });
}

/** Placeholders: id, viewerId (when signed in). */
export function listingByIdQuery(db: Database, signedIn: boolean) {
  const name = `listing_by_id_${Number(signedIn)}`;
  return prepared(db, name, () =>
    selectListings(db, signedIn ? viewer : null)
      .where(eq(software.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  );
}
