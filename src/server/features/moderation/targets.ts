import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { conversations, messages } from '@/server/db/schema/chat.ts';
import { feedback } from '@/server/db/schema/feedback.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { ratings } from '@/server/db/schema/reputation.ts';
import { users } from '@/server/db/schema/users.ts';
import type { ReportTarget } from '@/shared/contracts/moderation-rules.ts';

/** A reportable thing as moderation needs it, whatever its kind. */
export interface FoundTarget {
  type: ReportTarget;
  id: string;
  /** Whose thing it is: the builder, the sender, the report's or rating's author, the person. */
  ownerId: string;
  /** A few words naming it in lists: a name, a title, the start of a message. */
  label: string;
  /** The people besides the owner who may see it where it lives (a thread's other party). */
  audience: string[];
  /** The listing it belongs to, when it belongs to one. */
  listingId: string | null;
  /** Already taken down: hidden, removed, or the person deleted. */
  takenDown: boolean;
}

const LABEL_MAX = 80;
export const labelOf = (words: string) =>
  words.length > LABEL_MAX ? `${words.slice(0, LABEL_MAX - 1)}…` : words;
export const nameOf = (row: { firstName: string | null; lastName: string | null }) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || 'Someone';

/** Finds the thing a report or an action names, or null when there is no such thing. */
export async function findTarget(
  db: Database,
  type: ReportTarget,
  id: string,
): Promise<FoundTarget | null> {
  switch (type) {
    case 'listing': {
      const [row] = await db.select().from(listings).where(eq(listings.id, id));
      if (!row) return null;
      return {
        type,
        id,
        ownerId: row.builderId,
        label: labelOf(row.name),
        audience: [],
        listingId: row.id,
        takenDown: row.hiddenAt !== null,
      };
    }
    case 'person': {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      if (!row) return null;
      return {
        type,
        id,
        ownerId: row.id,
        label: labelOf(nameOf(row)),
        audience: [],
        listingId: null,
        takenDown: row.deletedAt !== null || row.suspendedAt !== null,
      };
    }
    case 'message': {
      const [row] = await db
        .select({ message: messages, conversation: conversations })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(eq(messages.id, id));
      if (!row) return null;
      const { message, conversation } = row;
      return {
        type,
        id,
        ownerId: message.senderId,
        label: labelOf(message.content),
        audience: [conversation.builderId, conversation.testerId].filter(
          (person) => person !== message.senderId,
        ),
        listingId: conversation.listingId,
        takenDown: message.removedAt !== null,
      };
    }
    case 'feedback': {
      const [row] = await db
        .select({ report: feedback, builderId: listings.builderId })
        .from(feedback)
        .innerJoin(listings, eq(listings.id, feedback.listingId))
        .where(eq(feedback.id, id));
      if (!row) return null;
      return {
        type,
        id,
        ownerId: row.report.reporterId,
        label: labelOf(row.report.title),
        audience: [row.builderId],
        listingId: row.report.listingId,
        takenDown: row.report.removedAt !== null,
      };
    }
    case 'rating': {
      const [row] = await db.select().from(ratings).where(eq(ratings.id, id));
      if (!row) return null;
      return {
        type,
        id,
        ownerId: row.raterId,
        label: labelOf(row.comment ?? `${row.stars}-star rating on ${row.listingName}`),
        audience: [row.rateeId],
        listingId: row.listingId,
        takenDown: row.removedAt !== null,
      };
    }
  }
}
