import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { messages } from '@/server/db/schema/chat.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { notifications } from '@/server/db/schema/notifications.ts';
import { badRequest } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import { UUID_PATTERN } from '@/server/lib/uuid.ts';
import type {
  Notification,
  NotificationPage,
  NotificationsQuery,
  ReadNotificationsBody,
} from '@/shared/contracts/notifications.ts';
import { shownTexts } from './folded-notice.ts';
import { announceNotifications } from './notify.ts';

/** Where the next page starts: the last item's time, to the microsecond, and its id. */
const encodeCursor = (at: string, id: string) =>
  Buffer.from(JSON.stringify({ at, id })).toString('base64url');

function decodeCursor(value: string): { at: string; id: string } {
  try {
    const { at, id } = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) ?? {};
    if (typeof at === 'string' && typeof id === 'string' && UUID_PATTERN.test(id)) {
      const instant = new Date(at);
      if (/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(at) && !Number.isNaN(instant.getTime()))
        return { at, id };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest('validation_failed', 'Invalid cursor', { cursor: 'Invalid cursor' });
}

const shown = (userId: string) =>
  and(eq(notifications.userId, userId), eq(notifications.inApp, true));

/**
 * A notice leading to a listing moderation hides is gone for everyone but its builder, who reads
 * the listing still.
 */
const notAboutHiddenListing = (userId: string) =>
  sql`not exists (select 1 from ${listings} where ${listings.hiddenAt} is not null
    and ${listings.builderId} <> ${userId}
    and ${notifications.link} = '/software/' || ${listings.id}::text)`;

/**
 * A message notice quotes the conversation's newest message: once a moderator removed one of its
 * messages, it quotes none, rather than a removed one.
 */
const shownBody = sql<string | null>`case when ${notifications.type} = 'message' and exists (
    select 1 from ${messages} where ${messages.removedAt} is not null
      and ${notifications.groupKey} = 'conversation:' || ${messages.conversationId}::text)
  then null else ${notifications.body} end`;

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(shown(userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** The person's notifications, newest first, a page at a time. */
export async function listNotifications(
  db: Database,
  userId: string,
  { limit, cursor }: NotificationsQuery,
): Promise<NotificationPage> {
  const after = cursor ? decodeCursor(cursor) : null;
  // The time goes out as text with microseconds, so the next page starts exactly after it.
  const at = sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      body: shownBody,
      link: notifications.link,
      count: notifications.count,
      summary: notifications.summary,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      at,
    })
    .from(notifications)
    .where(
      and(
        shown(userId),
        notAboutHiddenListing(userId),
        after
          ? or(
              lt(notifications.createdAt, sql`${after.at}::timestamptz`),
              and(
                eq(notifications.createdAt, sql`${after.at}::timestamptz`),
                lt(notifications.id, after.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(
      ({ at: _at, title, body, summary, createdAt, readAt, ...rest }): Notification => ({
        ...rest,
        ...shownTexts({ title, body, summary }, rest.count),
        createdAt: createdAt.toISOString(),
        readAt: readAt?.toISOString() ?? null,
      }),
    ),
    nextCursor: rows.length > limit && last ? encodeCursor(last.at, last.id) : null,
    unreadCount: await countUnread(db, userId),
  };
}

/** Marks the person's own notifications read (others' ids match nothing); answers what is left. */
export async function readNotifications(
  ctx: ServiceContext,
  userId: string,
  body: ReadNotificationsBody,
): Promise<number> {
  const read = await ctx.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        shown(userId),
        isNull(notifications.readAt),
        'ids' in body ? inArray(notifications.id, body.ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  // The person's other tabs and devices take the count down too.
  if (read.length > 0) await announceNotifications(ctx, [userId]);
  return countUnread(ctx.db, userId);
}
