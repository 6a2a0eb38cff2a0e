import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client.ts';
import { conversations, messages } from '@/server/db/schema/chat.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import { recordTesterActivity } from '@/server/features/interests/activity.ts';
import { notifyMessage } from '@/server/features/notifications/message-notification.ts';
import {
  announceNotifications,
  conversationGroup,
  readGroup,
} from '@/server/features/notifications/notify.ts';
import { forbidden, notFound } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { Conversation, Message } from '@/shared/contracts/chat.ts';
import { fullName } from '@/shared/person-name.ts';
import { announceMessage } from './message-events.ts';

// Users appear in three roles in one query; one alias type keeps `participant` typed for all.
const usersAs = (name: string) => alias(users, name);
const builders = usersAs('builders');
const testers = usersAs('testers');
const senders = usersAs('senders');

const participant = (table: ReturnType<typeof usersAs>) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  profileImageUrl: table.profileImageUrl,
  role: table.role,
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A conversation is about one tester's signup on one listing: the tester starts it with the
 * listing's builder, or the builder with any tester who signed up, whatever their standing (a
 * waitlisted or declined tester may be the one worth asking). A second start answers the
 * existing conversation.
 */
export async function startConversation(
  db: Database,
  viewer: UserRow,
  body: { builderId: string; testerId: string; softwareId: string },
): Promise<Conversation> {
  const asTester = viewer.role === 'Tester' && body.testerId === viewer.id;
  const asBuilder = viewer.role === 'Builder' && body.builderId === viewer.id;
  if (!asTester && !asBuilder) {
    throw forbidden(
      'Only the tester who joined or the listing’s builder can start this conversation',
    );
  }
  const [listing] = await db
    .select({ builderId: listings.builderId, joined: interests.id })
    .from(listings)
    .leftJoin(
      interests,
      and(eq(interests.softwareId, listings.id), eq(interests.testerId, body.testerId)),
    )
    .where(eq(listings.id, body.softwareId));
  if (!listing) throw notFound('Software not found');
  if (listing.builderId !== body.builderId) throw forbidden("That is not this listing's builder");
  if (!listing.joined) {
    throw forbidden(
      asTester
        ? 'Join this beta before messaging its builder'
        : 'Only testers who joined this beta can be messaged about it',
    );
  }
  await db.insert(conversations).values(body).onConflictDoNothing();
  const [conversation] = await findConversations(
    db,
    viewer.id,
    and(eq(conversations.softwareId, body.softwareId), eq(conversations.testerId, body.testerId)),
  );
  if (!conversation) throw notFound('Conversation not found');
  return conversation;
}

/** The viewer's conversations, most recent activity first. */
export function listConversations(db: Database, viewerId: string): Promise<Conversation[]> {
  return findConversations(db, viewerId);
}

async function findConversations(
  db: Database,
  viewerId: string,
  extra?: ReturnType<typeof and>,
): Promise<Conversation[]> {
  const last = db
    .select({
      content: messages.content,
      senderId: messages.senderId,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversations.id))
    .orderBy(desc(messages.createdAt))
    .limit(1);
  const rows = await db
    .select({
      conversation: conversations,
      builder: participant(builders),
      tester: participant(testers),
      software: { id: listings.id, name: listings.name, imageUrl: listings.imageUrl },
      lastMessage: sql<string | null>`(select row_to_json(last) from (${last}) as last)`,
      unreadCount: sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.senderId} <> ${viewerId} and ${messages.readAt} is null)`,
    })
    .from(conversations)
    .innerJoin(builders, eq(builders.id, conversations.builderId))
    .innerJoin(testers, eq(testers.id, conversations.testerId))
    .innerJoin(listings, eq(listings.id, conversations.softwareId))
    .where(
      and(or(eq(conversations.builderId, viewerId), eq(conversations.testerId, viewerId)), extra),
    )
    .orderBy(
      desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
      desc(conversations.id),
    );
  return rows.map(({ conversation, lastMessage, unreadCount, ...rest }) => {
    const last = parseLastMessage(lastMessage);
    return {
      ...conversation,
      ...rest,
      lastMessageAt: iso(conversation.lastMessageAt),
      createdAt: conversation.createdAt.toISOString(),
      lastMessage: last,
      unreadCount: Number(unreadCount),
    };
  });
}

/**
 * `row_to_json` names the columns as the database does (snake_case). PGlite answers the JSON as
 * an object, node-postgres sometimes as text.
 */
function parseLastMessage(value: unknown): Conversation['lastMessage'] {
  if (!value) return null;
  const raw = (typeof value === 'string' ? JSON.parse(value) : value) as {
    content: string;
    sender_id: string;
    created_at: string;
  };
  return {
    content: raw.content,
    senderId: raw.sender_id,
    createdAt: new Date(raw.created_at).toISOString(),
  };
}

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
  if (await readGroup(db, viewerId, conversationGroup(conversationId)))
    await announceNotifications({ bus }, [viewerId]);
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
  const [row] = await db
    .with(party, stored, touched)
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
      listingName: party.listingName,
    })
    .from(stored)
    .crossJoin(party);
  if (!row) throw notFound('Conversation not found');
  // Writing to the builder is what keeps a silent tester's place.
  if (row.testerId === sender.id)
    await recordTesterActivity({ db, bus }, sender.id, row.softwareId);
  const message = toMessage({ message: row.message, sender: participantOf(sender) });
  await notifyMessage(db, {
    recipientId: row.testerId === sender.id ? row.builderId : row.testerId,
    conversationId,
    senderName: fullName(sender) || 'Someone',
    listingName: row.listingName,
    content,
  });
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
