import { inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { messages } from '@/server/db/schema/chat.ts';
import { feedback } from '@/server/db/schema/feedback.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { ratings } from '@/server/db/schema/reputation.ts';
import { users } from '@/server/db/schema/users.ts';
import type { ReportTarget } from '@/shared/contracts/moderation-rules.ts';
import { labelOf, nameOf } from './targets.ts';

export interface TargetRef {
  type: ReportTarget;
  id: string;
}

/** A thing's few words, as `findTarget` names it, and whether it is already taken down. */
export interface TargetLabel {
  label: string;
  takenDown: boolean;
}

export const targetKey = (type: ReportTarget, id: string) => `${type}:${id}`;

type Labelled = { id: string } & TargetLabel;

/** One query per kind, whatever the number of things: a list of reports labels them all at once. */
const LABELLERS: Record<ReportTarget, (db: Database, ids: string[]) => Promise<Labelled[]>> = {
  listing: async (db, ids) =>
    (
      await db
        .select({ id: listings.id, name: listings.name, hiddenAt: listings.hiddenAt })
        .from(listings)
        .where(inArray(listings.id, ids))
    ).map((row) => ({ id: row.id, label: labelOf(row.name), takenDown: row.hiddenAt !== null })),
  person: async (db, ids) =>
    (await db.select().from(users).where(inArray(users.id, ids))).map((row) => ({
      id: row.id,
      label: labelOf(nameOf(row)),
      takenDown: row.deletedAt !== null || row.suspendedAt !== null,
    })),
  message: async (db, ids) =>
    (await db.select().from(messages).where(inArray(messages.id, ids))).map((row) => ({
      id: row.id,
      label: labelOf(row.content),
      takenDown: row.removedAt !== null,
    })),
  feedback: async (db, ids) =>
    (
      await db
        .select({ id: feedback.id, title: feedback.title, removedAt: feedback.removedAt })
        .from(feedback)
        .where(inArray(feedback.id, ids))
    ).map((row) => ({ id: row.id, label: labelOf(row.title), takenDown: row.removedAt !== null })),
  rating: async (db, ids) =>
    (await db.select().from(ratings).where(inArray(ratings.id, ids))).map((row) => ({
      id: row.id,
      label: labelOf(row.comment ?? `${row.stars}-star rating on ${row.listingName}`),
      takenDown: row.removedAt !== null,
    })),
};

/** The labels of the things that still exist, keyed by `targetKey`; a gone thing has none. */
export async function findTargetLabels(
  db: Database,
  refs: TargetRef[],
): Promise<Map<string, TargetLabel>> {
  const idsByType = new Map<ReportTarget, Set<string>>();
  for (const { type, id } of refs) {
    const ids = idsByType.get(type) ?? new Set<string>();
    ids.add(id);
    idsByType.set(type, ids);
  }
  const found = new Map<string, TargetLabel>();
  for (const [type, ids] of idsByType) {
    for (const { id, ...label } of await LABELLERS[type](db, [...ids])) {
      found.set(targetKey(type, id), label);
    }
  }
  return found;
}
