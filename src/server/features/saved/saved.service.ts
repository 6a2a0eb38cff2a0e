import { and, desc, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import { commitsWithoutWaiting } from '@/server/db/async-commit.ts';
import type { Database } from '@/server/db/client.ts';
import { type Param, prepared } from '@/server/db/prepared.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { saved } from '@/server/db/schema/saved.ts';
import { users } from '@/server/db/schema/users.ts';
import { notFound } from '@/server/lib/app-error.ts';
import { listingColumns, toListing } from '@/server/lib/listing-query.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { SavedItem } from '@/shared/contracts/saved.ts';

const savedItemsQuery = (db: Database, userId: string) =>
  db
    .select({ item: saved, ...listingColumns(userId) })
    .from(saved)
    .innerJoin(listings, eq(listings.id, saved.listingId))
    .innerJoin(users, eq(users.id, listings.builderId))
    // A save outlives a hide (the listing may come back), but a hidden listing is not shown.
    .where(and(eq(saved.userId, userId), isNull(listings.hiddenAt)))
    .orderBy(desc(saved.createdAt), desc(saved.id));

type SavedRow = Awaited<ReturnType<typeof savedItemsQuery>>[number];

/** A saved item's listing is saved by its owner, whoever reads it. */
const toSavedItem = ({
  item: { listingId, ...item },
  ...listing
}: Omit<SavedRow, 'isSaved'>): SavedItem => ({
  ...item,
  softwareId: listingId,
  createdAt: item.createdAt.toISOString(),
  software: toListing({ ...listing, isSaved: true }),
});

/**
 * Through the listing's row: a missing or hidden listing inserts nothing. Saving twice inserts nothing
 * either: the row kept is the answer.
 */
const insertSave = (db: Database, userId: Param, listingId: Param) =>
  db
    .insert(saved)
    .select((qb) =>
      qb
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          listingId: listings.id,
          userId: sql`${userId}::uuid`.as('user_id'),
          createdAt: sql`now()`.as('created_at'),
        })
        .from(listings)
        .where(and(eq(listings.id, listingId), isNull(listings.hiddenAt), commitsWithoutWaiting)),
    )
    .onConflictDoNothing()
    .returning();

/** A save as its answer needs it; the listing comes from the listing cache. */
export interface SaveRow {
  id: string;
  listingId: string;
  userId: string;
  createdAt: Date;
  /** Whether the saver has joined the listing too: its flags in the answer. */
  hasInterest: boolean;
}

const hasInterest = (userId: Param, listingId: SQL) =>
  sql<boolean>`exists (select 1 from ${interests} where ${interests.listingId} = ${listingId}
    and ${interests.testerId} = ${userId})`;

/**
 * A save in one round trip: the insert is a CTE, and the answer is the row it inserted or else
 * the row already there. Empty when the listing does not exist, or when a save of the same
 * listing by the same user committed after this statement began; the caller reads again to tell
 * the two apart. The listing itself is not read here: its JSON is in the cache (or read into it).
 */
const saveStatement = (db: Database) =>
  prepared(db, 'save_listing', (name) => {
    const userId = sql.placeholder('userId');
    const listingId = sql.placeholder('listingId');
    const inserted = db.$with('inserted', {}).as(insertSave(db, userId, listingId).getSQL());
    const { id, listingId: listingColumn, userId: owner, createdAt } = getTableColumns(saved);
    const item = db
      .$with('item', {
        id,
        listingId: listingColumn,
        userId: owner,
        createdAt,
        created: sql<boolean>`created`.as('created'),
      })
      .as(
        sql`select id, software_id, user_id, created_at, true as created from ${inserted}
          union all select id, software_id, user_id, created_at, false from ${saved}
          where ${saved.userId} = ${userId} and ${saved.listingId} = ${listingId}`,
      );
    return db
      .with(inserted, item)
      .select({
        id: item.id,
        listingId: item.listingId,
        userId: item.userId,
        createdAt: item.createdAt,
        created: item.created,
        hasInterest: hasInterest(userId, sql`${item.listingId}`),
      })
      .from(item)
      .prepare(name);
  });

/** The one save, read on its own after a save that raced another. */
async function findSave(db: Database, userId: string, listingId: string) {
  const statement = prepared(db, 'saved_row', (name) => {
    const userIdParam = sql.placeholder('userId');
    return db
      .select({
        ...getTableColumns(saved),
        hasInterest: hasInterest(userIdParam, sql`${saved.listingId}`),
      })
      .from(saved)
      .where(and(eq(saved.userId, userIdParam), eq(saved.listingId, sql.placeholder('listingId'))))
      .prepare(name);
  });
  const [row] = await statement.execute({ userId, listingId });
  return row;
}

const deleteSave = (db: Database) =>
  prepared(db, 'delete_save', (name) =>
    db
      .delete(saved)
      .where(
        and(
          eq(saved.userId, sql.placeholder('userId')),
          eq(saved.listingId, sql.placeholder('listingId')),
          commitsWithoutWaiting,
        ),
      )
      .returning({ id: saved.id })
      .prepare(name),
  );

export const listSaved = async (db: Database, userId: string) =>
  (await savedItemsQuery(db, userId)).map(toSavedItem);

/** Saving is idempotent: saving twice keeps one row and answers it. */
export async function saveListing(
  { db, bus }: ServiceContext,
  userId: string,
  listingId: string,
): Promise<{ save: SaveRow; created: boolean }> {
  const [row] = await saveStatement(db).execute({ userId, listingId });
  const created = row?.created === true;
  if (created) await bus.publish({ type: 'viewer_flags_changed', userId });
  const save: SaveRow | undefined = row ?? (await findSave(db, userId, listingId));
  if (!save) throw notFound('listing_not_found', 'Software not found');
  return { save, created };
}

/** Whether there was a save to remove. */
export async function unsaveListing(
  { db, bus }: ServiceContext,
  userId: string,
  listingId: string,
): Promise<boolean> {
  const removed = await deleteSave(db).execute({ userId, listingId });
  if (removed.length === 0) return false;
  await bus.publish({ type: 'viewer_flags_changed', userId });
  return true;
}
