import { and, desc, eq, sql } from 'drizzle-orm';
import { commitsWithoutWaiting } from '@/server/db/async-commit.ts';
import type { Database } from '@/server/db/client.ts';
import { type Param, prepared } from '@/server/db/prepared.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { saved } from '@/server/db/schema/saved.ts';
import { users } from '@/server/db/schema/users.ts';
import { notFound } from '@/server/lib/app-error.ts';
import { listingColumns, toListing } from '@/server/lib/listing-query.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { SavedItem } from '@/shared/contracts/saved.ts';

const savedItemsQuery = (db: Database, userId: Param, softwareId?: Param) =>
  db
    .select({ item: saved, ...listingColumns(userId) })
    .from(saved)
    .innerJoin(listings, eq(listings.id, saved.softwareId))
    .innerJoin(users, eq(users.id, listings.builderId))
    .where(and(eq(saved.userId, userId), softwareId ? eq(saved.softwareId, softwareId) : undefined))
    .orderBy(desc(saved.createdAt), desc(saved.id));

type SavedRow = Awaited<ReturnType<typeof savedItemsQuery>>[number];

const toSavedItem = ({ item, ...listing }: SavedRow): SavedItem => ({
  ...item,
  createdAt: item.createdAt.toISOString(),
  software: toListing(listing),
});

/** The one saved item a save answers, a prepared statement: a save runs it every time. */
async function findSavedItem(db: Database, userId: string, softwareId: string) {
  const statement = prepared(db, 'saved_item', (name) =>
    savedItemsQuery(db, sql.placeholder('userId'), sql.placeholder('softwareId')).prepare(name),
  );
  const [row] = await statement.execute({ userId, softwareId });
  return row && toSavedItem(row);
}

/** Through the listing's row: a missing listing inserts nothing, and the read after says so. */
const insertSave = (db: Database) =>
  prepared(db, 'insert_save', (name) =>
    db
      .insert(saved)
      .select((qb) =>
        qb
          .select({
            id: sql`gen_random_uuid()`.as('id'),
            softwareId: listings.id,
            userId: sql`${sql.placeholder('userId')}::uuid`.as('user_id'),
            createdAt: sql`now()`.as('created_at'),
          })
          .from(listings)
          .where(and(eq(listings.id, sql.placeholder('softwareId')), commitsWithoutWaiting)),
      )
      .onConflictDoNothing()
      .returning({ id: saved.id })
      .prepare(name),
  );

const deleteSave = (db: Database) =>
  prepared(db, 'delete_save', (name) =>
    db
      .delete(saved)
      .where(
        and(
          eq(saved.userId, sql.placeholder('userId')),
          eq(saved.softwareId, sql.placeholder('softwareId')),
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
  softwareId: string,
): Promise<{ item: SavedItem; created: boolean }> {
  const inserted = await insertSave(db).execute({ userId, softwareId });
  const created = inserted.length > 0;
  if (created) await bus.publish({ type: 'viewer_flags_changed', userId });
  const item = await findSavedItem(db, userId, softwareId);
  if (!item) throw notFound('Software not found');
  return { item, created };
}

/** Whether there was a save to remove. */
export async function unsaveListing(
  { db, bus }: ServiceContext,
  userId: string,
  softwareId: string,
): Promise<boolean> {
  const removed = await deleteSave(db).execute({ userId, softwareId });
  if (removed.length === 0) return false;
  await bus.publish({ type: 'viewer_flags_changed', userId });
  return true;
}
