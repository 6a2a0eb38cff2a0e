import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { conversations, messages } from '@/server/db/schema/chat.ts';
import { listings } from '@/server/db/schema/listings.ts';
import type { UserRow } from '@/server/db/schema/users.ts';
import { recordTesterActivity } from '@/server/features/interests/activity.ts';
import {
  messageNotificationRow,
  upsertMessageNotification,
  wantsMessagesInApp,
} from '@/server/features/notifications/message-notification.ts';
import {
  announceNotifications,
  conversationGroup,
  readGroup,
} from '@/server/features/notifications/notify.ts';
import { notFound } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { Message } from '@/shared/contracts/chat.ts';
import { fullName } from '@/shared/person-name.ts';
import { announceMessage } from './message-events.ts';
import { iso, participant, usersAs } from './participants.ts';

const senders = usersAs('senders');

/** Only the two parties may read or write a conversation; others get 404, as if it did not exist. */
async function findOwnConversation(db: Database, viewerId: string, conversationId: string) {
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        or(eq(conversations.builderId, viewerId), eq(conversations.testerId, viewerId)),
      ),
    );
  if (!conversation) throw notFound('Conversation not found');
  return conversation;
}

function selectMessages(db: Database) {
  return db
    .select({ message: messages, sender: participant(senders) })
    .from(messages)
    .innerJoin(senders, eq(senders.id, messages.senderId));
}

const toMessage = ({
  message,
  sender,
}: {
  message: typeof messages.$inferSelect;
  sender: Message['sender'];
}): Message => ({
  ...message,
  readAt: iso(message.readAt),
  createdAt: message.createdAt.toISOString(),
  sender,
});

/**
 * A thread, oldest first. Opening it marks what the other party sent as read, and the
 * notification that stood for those messages.
 */
export async function readThread(
  { db, bus }: ServiceContext,
  viewerId: string,
  conversationId: string,
): Promise<Message[]> {
  await findOwnConversation(db, viewerId, conversationId);
  await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        ne(messages.senderId, viewerId),
        isNull(messages.readAt),
      ),
    );
  // After the messages: one that arrives in between keeps its notification unread, as it is.
  if (await readGroup(db, viewerId, conversationGroup(conversationId)))
    await announceNotifications({ bus }, [viewerId]);
  const rows = await selectMessages(db)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return rows.map(toMessage);
}

/**
 * Persists a message (before anyone is told of it) and answers it with its sender. One
 * statement checks that the sender is a party, stores the message and moves the conversation's
 * last activity, atomically: chat's latency is mostly round trips to the database.
 */
export async function sendMessage(
  { db, bus }: ServiceContext,
  sender: UserRow,
  conversationId: string,
  content: string,
  /** The socket send's own id, echoed to the sender so its client settles the right send. */
  clientId?: string,
): Promise<{ message: Message; recipients: [string, string] }> {
  const party = db.$with('party').as(
    db
      .select({
        id: conversations.id,
        builderId: conversations.builderId,
        testerId: conversations.testerId,
        softwareId: conversations.softwareId,
        listingName: listings.name,
      })
      .from(conversations)
      .innerJoin(listings, eq(listings.id, conversations.softwareId))
      .where(
        and(
          eq(conversations.id, conversationId),
          or(eq(conversations.builderId, sender.id), eq(conversations.testerId, sender.id)),
        ),
      ),
  );
  // An insert from a select names every column, so the defaults are spelled out here.
  const stored = db.$with('stored').as(
    db
      .insert(messages)
      .select(
        db
          .select({
            id: sql`gen_random_uuid()`.as('id'),
            conversationId: party.id,
            senderId: sql`${sender.id}::uuid`.as('sender_id'),
            content: sql`${content}::text`.as('content'),
            readAt: sql`null`.as('read_at'),
            createdAt: sql`now()`.as('created_at'),
          })
          .from(party),
      )
      .returning(),
  );
  const touched = db
    .$with('touched')
    .as(
      db
        .update(conversations)
        .set({ lastMessageAt: stored.createdAt })
        .from(stored)
        .where(eq(conversations.id, stored.conversationId)),
    );
  // The other party's notification, in the same statement: it exists exactly when the message does.
  const recipient = sql`case when ${party.testerId} = ${sender.id}::uuid then ${party.builderId} else ${party.testerId} end`;
  const notified = db.$with('notified').as(
    upsertMessageNotification(
      db,
      db
        .select(
          messageNotificationRow({
            recipient,
            listingName: sql`${party.listingName}`,
            senderId: sender.id,
            senderName: fullName(sender) || 'Someone',
            conversationId,
            content,
          }),
        )
        .from(party)
        .where(wantsMessagesInApp(recipient)),
    ),
  );
  const [row] = await db
    .with(party, stored, touched, notified)
    .select({
      message: {
        id: stored.id,
        conversationId: stored.conversationId,
        senderId: stored.senderId,
        content: stored.content,
        readAt: stored.readAt,
        createdAt: stored.createdAt,
      },
      builderId: party.builderId,
      testerId: party.testerId,
      softwareId: party.softwareId,
    })
    .from(stored)
    .crossJoin(party);
  if (!row) throw notFound('Conversation not found');
  // Writing to the builder is what keeps a silent tester's place.
  if (row.testerId === sender.id)
    await recordTesterActivity({ db, bus }, sender.id, row.softwareId);
  const message = toMessage({ message: row.message, sender: participantOf(sender) });
  const recipients: [string, string] = [row.builderId, row.testerId];
  await announceMessage(bus, message, recipients, clientId);
  return { message, recipients };
}

export async function findMessage(db: Database, messageId: string): Promise<Message | null> {
  const [row] = await selectMessages(db).where(eq(messages.id, messageId));
  return row ? toMessage(row) : null;
}

function participantOf(user: UserRow): Message['sender'] {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
  };
}
