import { and, asc, eq, isNull, ne, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { executeRows } from '@/server/db/execute-rows.ts';
import { conversations, messages } from '@/server/db/schema/chat.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { messageMailMarks } from '@/server/db/schema/notifications.ts';
import { users } from '@/server/db/schema/users.ts';
import { enqueueMails } from '@/server/features/mail/outbox.ts';
import { notificationMail } from '@/server/features/mail/templates/notification-mail.tsx';
import { PREFERENCE_TYPE_INFO } from '@/shared/contracts/notifications.ts';
import { fullName } from '@/shared/person-name.ts';
import { countOf } from '@/shared/plural.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { snippetOf } from '@/shared/snippet.ts';
import { mailFooter, type NotificationMailSettings } from './notification-mails.ts';

const MINUTE_MS = 60_000;
/** A message read within this long is never mailed: the person saw it in the app. */
const UNREAD_FOR_MS = 10 * MINUTE_MS;
/** At most one mail per conversation and person this often, however many messages arrive. */
const MAIL_INTERVAL_MS = 15 * MINUTE_MS;
/** Older unread messages are left alone: a person away that long has the app to catch up. */
const LOOK_BACK_MS = 48 * 60 * MINUTE_MS;
/** Messages quoted in one mail; the rest are counted. */
const QUOTED = 5;

interface DuePair {
  conversationId: string;
  recipientId: string;
}

/**
 * Conversations with a message (not removed) to someone that has been unread for ten minutes, not yet covered
 * by a mail to them, whose last mail was a quarter hour ago or more, and who wants message mail
 * at a proved address.
 */
async function duePairs(db: Database, now: Date): Promise<DuePair[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await executeRows<{ conversation_id: string; recipient_id: string }>(
    db,
    sql`
    select distinct c.id as conversation_id, r.recipient_id
    from messages m
    join conversations c on c.id = m.conversation_id
    cross join lateral (
      select case when m.sender_id = c.builder_id then c.tester_id else c.builder_id end
        as recipient_id
    ) r
    join users u on u.id = r.recipient_id
    left join message_mail_marks mk
      on mk.conversation_id = c.id and mk.recipient_id = r.recipient_id
    where m.read_at is null and m.removed_at is null
      and m.created_at <= ${at} - make_interval(secs => ${UNREAD_FOR_MS / 1000})
      and m.created_at > ${at} - make_interval(secs => ${LOOK_BACK_MS / 1000})
      and (mk.mailed_at is null or (
        m.created_at > mk.mailed_at
        and mk.mailed_at <= ${at} - make_interval(secs => ${MAIL_INTERVAL_MS / 1000})))
      and u.email is not null and u.email_verified_at is not null and u.deleted_at is null
      and coalesce((select p.email from notification_preferences p
        where p.user_id = r.recipient_id and p.type = 'message'),
        ${PREFERENCE_TYPE_INFO.message.defaults.email})`,
  );
  return rows.map((row) => ({
    conversationId: row.conversation_id,
    recipientId: row.recipient_id,
  }));
}

/**
 * Takes the pair's turn to be mailed: true for exactly one caller, however many processes try at
 * once, and only when the last mail was a quarter hour ago or more.
 */
async function claimPair(tx: Database, pair: DuePair, now: Date): Promise<boolean> {
  const claimed = await tx
    .insert(messageMailMarks)
    .values({ ...pair, mailedAt: now })
    .onConflictDoUpdate({
      target: [messageMailMarks.conversationId, messageMailMarks.recipientId],
      set: { mailedAt: now },
      setWhere: sql`${messageMailMarks.mailedAt} <= ${new Date(now.getTime() - MAIL_INTERVAL_MS).toISOString()}::timestamptz`,
    })
    .returning({ conversationId: messageMailMarks.conversationId });
  return claimed.length > 0;
}

async function mailPair(
  tx: Database,
  settings: NotificationMailSettings,
  { conversationId, recipientId }: DuePair,
) {
  const [about] = await tx
    .select({ listing: listings.name, email: users.email, firstName: users.firstName })
    .from(conversations)
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .innerJoin(users, eq(users.id, recipientId))
    .where(eq(conversations.id, conversationId));
  const unread = await tx
    .select({ content: messages.content, firstName: users.firstName, lastName: users.lastName })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(
      and(
        eq(messages.conversationId, conversationId),
        ne(messages.senderId, recipientId),
        isNull(messages.readAt),
        // A message a moderator removed is mailed to no one.
        isNull(messages.removedAt),
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id));
  if (!about?.email || unread.length === 0) return null;
  return unreadMessagesMail(settings, {
    to: about.email,
    firstName: about.firstName,
    recipientId,
    listing: about.listing,
    conversationId,
    unread: unread.map((m) => ({ author: fullName(m) || 'Someone', text: m.content })),
  });
}

/** The mail about a conversation's unread messages, oldest first in `unread`. */
export async function unreadMessagesMail(
  settings: NotificationMailSettings,
  about: {
    to: string;
    firstName: string | null;
    recipientId: string;
    listing: string;
    conversationId: string;
    unread: { author: string; text: string }[];
  },
) {
  const { unread, listing } = about;
  const sender = unread[0]?.author ?? 'Someone';
  const quoted = unread.slice(-QUOTED);
  const more = unread.length - quoted.length;
  const subject = `${countOf(unread.length, 'unread message', 'unread messages')} from ${sender} about ${listing}`;
  const mail = await notificationMail({
    to: about.to,
    recipientName: about.firstName,
    subject,
    preview: snippetOf(quoted.at(-1)?.text ?? subject),
    heading: subject,
    paragraphs: [
      `${sender} wrote to you on Beta Harbor about ${listing}.`,
      ...(more > 0
        ? [`The latest ${QUOTED} are below; ${more} more are in the conversation.`]
        : []),
    ],
    quotes: quoted,
    button: {
      label: 'Reply on Beta Harbor',
      url: `${settings.publicUrl}${clientRoutes.conversation(about.conversationId)}`,
    },
    ...mailFooter(settings, about.recipientId, 'message'),
  });
  // Its own kind: the admin outbox does not show a conversation's words.
  return { ...mail, kind: 'message' as const };
}

/**
 * Mails people about messages they have not read: one mail per conversation at most every
 * quarter hour, and only for messages still unread ten minutes after they arrived. Every process
 * runs it each minute; the claim on each conversation makes one mail of it.
 */
export async function mailUnreadMessages(
  db: Database,
  settings: NotificationMailSettings,
  now = new Date(),
): Promise<number> {
  let sent = 0;
  for (const pair of await duePairs(db, now)) {
    const mailed = await db
      .transaction(async (tx) => {
        if (!(await claimPair(tx, pair, now))) return false;
        const mail = await mailPair(tx, settings, pair);
        // Read meanwhile: nothing to mail, and the claim goes back, so the next message is not held.
        if (mail) {
          await enqueueMails(tx, [mail], settings.logHeld);
          return true;
        }
        tx.rollback();
        return false;
      })
      .catch((err: unknown) => {
        if (err instanceof TransactionRollbackError) return false;
        throw err;
      });
    if (mailed) sent++;
  }
  return sent;
}
