import { type AnyColumn, and, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client.ts';
import { type Param, prepared } from '@/server/db/prepared.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { saved } from '@/server/db/schema/saved.ts';
import type {
  ViewerFlags,
  ViewerFlagsCache,
} from '@/server/features/listings/cache/listing-cache.ts';

/**
 * Past this many saves and signups a viewer's flags are not kept whole; each page asks for its
 * own. No person gets near it; it bounds what one account can make every process hold.
 */
const MAX_CACHED_FLAGS = 2_000;

/** The viewer's saved and joined listings: all of them, or only those among `ids`. */
function viewerFlagRows(db: Database, viewerId: Param, ids?: readonly string[]) {
  const among = (column: AnyColumn) => (ids ? inArray(column, [...ids]) : undefined);
  const savedRows = db
    .select({ listingId: saved.listingId, kind: sql<string>`'saved'`.as('kind') })
    .from(saved)
    .where(and(eq(saved.userId, viewerId), among(saved.listingId)));
  const joinedRows = db
    .select({
      listingId: interests.listingId,
      kind: sql<string>`case when ${interests.status} = 'Accepted' then 'accepted' else 'joined' end`.as(
        'kind',
      ),
    })
    .from(interests)
    .where(and(eq(interests.testerId, viewerId), among(interests.listingId)));
  return unionAll(savedRows, joinedRows);
}

/**
 * All of a viewer's flags, up to `limit`, prepared: it runs after each of their saves and joins,
 * and PostgreSQL took longer to plan it than to run it.
 */
const allViewerFlags = (db: Database) =>
  prepared(db, 'viewer_flags', (name) =>
    viewerFlagRows(db, sql.placeholder('viewerId')).limit(sql.placeholder('limit')).prepare(name),
  );

function toFlags(rows: readonly { listingId: string; kind: string }[]) {
  const flags = {
    saved: new Set<string>(),
    joined: new Set<string>(),
    accepted: new Set<string>(),
    count: rows.length,
  };
  for (const row of rows) {
    if (row.kind === 'saved') flags.saved.add(row.listingId);
    else flags.joined.add(row.listingId);
    if (row.kind === 'accepted') flags.accepted.add(row.listingId);
  }
  return flags;
}

/**
 * From the cache when it has them; else all of the viewer's flags are read and kept, if few. A
 * viewer with too many is remembered as such, so later pages go straight to their own ids.
 */
export async function viewerFlagsFor(
  db: Database,
  cache: ViewerFlagsCache,
  viewerId: string,
  ids: readonly string[],
  maxCached = MAX_CACHED_FLAGS,
): Promise<ViewerFlags> {
  const cached = cache.get(viewerId);
  if (cached && !cached.partial) return cached;
  if (!cached) {
    const readAt = cache.generation;
    const all = toFlags(await allViewerFlags(db).execute({ viewerId, limit: maxCached + 1 }));
    if (all.count <= maxCached) {
      cache.keep(viewerId, all, readAt);
      return all;
    }
    cache.keep(
      viewerId,
      { saved: new Set(), joined: new Set(), accepted: new Set(), partial: true },
      readAt,
    );
  }
  return toFlags(await viewerFlagRows(db, viewerId, ids));
}
