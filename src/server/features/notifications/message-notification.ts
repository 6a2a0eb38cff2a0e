import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { PREFERENCE_TYPE_INFO } from '@/shared/contracts/notifications.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { snippetOf } from '@/shared/snippet.ts';
import { conversationGroup } from './notify.ts';

/**
 * A new message for the other party: one unread notification per conversation, counting the
 * messages, unless they turned messages off in the app. One statement, as chat is sensitive to
 * round trips; its `notifications_changed` frame rides on the message's own event. Mail for
 * messages is batched apart (message-mails.ts), from the messages themselves.
 */
export async function notifyMessage(
  db: Database,
  message: {
    recipientId: string;
    conversationId: string;
    senderName: string;
    listingName: string;
    content: string;
  },
): Promise<void> {
  const { recipientId, conversationId } = message;
  const inAppByDefault = PREFERENCE_TYPE_INFO.message.defaults.inApp;
  const title = `${message.senderName} sent you a message about ${message.listingName}`;
  await db.execute(sql`
    insert into notifications (user_id, type, title, body, link, group_key)
    select ${recipientId}::uuid, 'message', ${title}, ${snippetOf(message.content)},
      ${clientRoutes.conversation(conversationId)}, ${conversationGroup(conversationId)}
    where coalesce(
      (select in_app from notification_preferences
        where user_id = ${recipientId}::uuid and type = 'message'),
      ${inAppByDefault})
    on conflict (user_id, group_key) where read_at is null and group_key is not null
    do update set count = notifications.count + 1, title = excluded.title,
      body = excluded.body, created_at = now()`);
}
