import { and, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { notifications } from '@/server/db/schema/notifications.ts';

/** How long a read notification stays in the list; an unread one stays until it is read. */
const READ_NOTIFICATION_KEPT_MS = 90 * 24 * 60 * 60_000;

/**
 * Forgets notifications read more than 90 days ago, unless their mail is still to be
 * written. The list pages back through them otherwise forever, and every row is a person's words.
 * Answers how many.
 */
export async function pruneOldNotifications(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - READ_NOTIFICATION_KEPT_MS);
  const pruned = await db
    .delete(notifications)
    .where(
      and(
        lt(notifications.readAt, before),
        or(isNull(notifications.mailStatus), ne(notifications.mailStatus, 'pending')),
      ),
    )
    .returning({ id: notifications.id });
  return pruned.length;
}
