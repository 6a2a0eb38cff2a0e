import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client.ts';
import { conversations, messages } from '@/server/db/schema/chat.ts';
import { feedback } from '@/server/db/schema/feedback.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { notifications } from '@/server/db/schema/notifications.ts';
import { ratings } from '@/server/db/schema/reputation.ts';
import { conversationGroup } from '@/server/features/notifications/notify.ts';
import type { BusEvent } from '@/server/lib/event-bus.ts';
import type { AuditAction } from '@/shared/contracts/moderation-rules.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { snippetOf } from '@/shared/snippet.ts';

/** What a removal leaves to do once committed: its audit name, who to tell where, what to drop. */
export interface Removal {
  audit: AuditAction;
  /** Where the removed thing lived, for its author's notice. */
  path: string;
  /** What lets open screens, caches and records drop it. */
  events: BusEvent[];
  /** Notifications that quote it, to withdraw; null when none can. */
  withdraw: SQL | null;
}

// A second removal keeps the first one's time: the thing was gone from then.
const removedSince = (column: AnyPgColumn, at: Date) =>
  sql`coalesce(${column}, ${at.toISOString()}::timestamptz)`;

/**
 * Takes down a message, feedback report or rating: `removed_at` is set and the words are kept,
 * for the case to show the admin what was removed. Every read skips what is removed.
 */
export async function removeContent(
  tx: Database,
  target: { type: 'message' | 'feedback' | 'rating'; id: string },
  at: Date,
): Promise<Removal> {
  switch (target.type) {
    case 'message': {
      const [row] = await tx
        .update(messages)
        .set({ removedAt: removedSince(messages.removedAt, at) })
        .from(conversations)
        .where(and(eq(messages.id, target.id), eq(conversations.id, messages.conversationId)))
        .returning({
          conversationId: messages.conversationId,
          content: messages.content,
          builderId: conversations.builderId,
          testerId: conversations.testerId,
        });
      if (!row) throw new Error(`message ${target.id} vanished while it was removed`);
      const { conversationId, content, builderId, testerId } = row;
      return {
        audit: 'message.removed',
        path: clientRoutes.conversation(conversationId),
        events: [
          {
            type: 'message_removed',
            messageId: target.id,
            conversationId,
            participants: [builderId, testerId],
          },
        ],
        // The conversation's notice shows its newest message: gone if that is the removed one.
        withdraw: and(
          eq(notifications.type, 'message'),
          eq(notifications.groupKey, conversationGroup(conversationId)),
          eq(notifications.body, snippetOf(content)),
        ) as SQL,
      };
    }
    case 'feedback': {
      const [row] = await tx
        .update(feedback)
        .set({ removedAt: removedSince(feedback.removedAt, at) })
        .from(listings)
        .where(and(eq(feedback.id, target.id), eq(listings.id, feedback.listingId)))
        .returning({ reporterId: feedback.reporterId, builderId: listings.builderId });
      if (!row) throw new Error(`feedback ${target.id} vanished while it was removed`);
      return {
        audit: 'feedback.removed',
        path: clientRoutes.feedbackReport(target.id),
        events: [
          {
            type: 'feedback_changed',
            reporterId: row.reporterId,
            feedbackId: target.id,
            builderId: row.builderId,
          },
        ],
        // The builder's notices of it quote its title and words.
        withdraw: eq(notifications.link, clientRoutes.feedbackReport(target.id)),
      };
    }
    case 'rating': {
      const [row] = await tx
        .update(ratings)
        .set({ removedAt: removedSince(ratings.removedAt, at) })
        .where(eq(ratings.id, target.id))
        .returning({ rateeId: ratings.rateeId });
      if (!row) throw new Error(`rating ${target.id} vanished while it was removed`);
      return {
        audit: 'rating.removed',
        path: clientRoutes.person(row.rateeId),
        // The records follower refreshes the record of a person whose row changed: the rated
        // person's no longer counts the removed rating, and their cached profile is dropped.
        events: [{ type: 'user_changed', userId: row.rateeId }],
        withdraw: null,
      };
    }
  }
}
