import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import type { Param } from '@/server/db/prepared.ts';
import { notifications } from '@/server/db/schema/notifications.ts';
import { conversationGroup, FOLD_INTO_UNREAD } from '@/server/features/notifications/notify.ts';
import { PREFERENCE_TYPE_INFO } from '@/shared/contracts/notifications.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { snippetOf } from '@/shared/snippet.ts';

/** A new message's notification's texts, as parameters of the statement that stores it. */
export function messageNotificationTexts(message: {
  senderName: string;
  conversationId: string;
  content: string;
}) {
  return {
    /** The title but for the listing's name, which the statement reads. */
    titleLead: `${message.senderName} sent you a message about `,
    body: snippetOf(message.content),
    link: clientRoutes.conversation(message.conversationId),
    groupKey: conversationGroup(message.conversationId),
  };
}

type NotificationTexts = { [Key in keyof ReturnType<typeof messageNotificationTexts>]: Param };

/**
 * The row of a new message's notification for the other party, as select columns in the table's
 * order: one unread notification per conversation, counting its messages. `recipient` and
 * `listingName` are SQL of the statement that stores the message.
 */
export function messageNotificationRow(message: {
  recipient: SQL;
  listingName: SQL;
  senderId: Param;
  texts: NotificationTexts;
}) {
  const { recipient, texts } = message;
  return {
    id: sql`gen_random_uuid()`.as('id'),
    userId: sql`${recipient}`.as('user_id'),
    type: sql`'message'`.as('type'),
    title: sql`${texts.titleLead}::text || ${message.listingName}`.as('title'),
    body: sql`${texts.body}::text`.as('body'),
    link: sql`${texts.link}::text`.as('link'),
    groupKey: sql`${texts.groupKey}::text`.as('group_key'),
    count: sql`1`.as('count'),
    summary: sql`null`.as('summary'),
    inApp: sql`true`.as('in_app'),
    // Message mail is batched apart (notifications/message-mails.ts), from the messages themselves.
    mailStatus: sql`null`.as('mail_status'),
    createdAt: sql`now()`.as('created_at'),
    readAt: sql`null::timestamptz`.as('read_at'),
    actorId: sql`${message.senderId}::uuid`.as('actor_id'),
    mailedCount: sql`0`.as('mailed_count'),
  };
}

/** Unless the recipient turned messages off in the app. */
export const wantsMessagesInApp = (recipient: SQL) =>
  sql`coalesce((select in_app from notification_preferences where user_id = ${recipient} and type = 'message'), ${PREFERENCE_TYPE_INFO.message.defaults.inApp})`;

const insertNotification = (db: Database) => db.insert(notifications);

/** Stores the row, or counts one more message on the conversation's unread notification. */
export function upsertMessageNotification(
  db: Database,
  rows: Parameters<ReturnType<typeof insertNotification>['select']>[0],
) {
  return insertNotification(db).select(rows).onConflictDoUpdate(FOLD_INTO_UNREAD);
}
