import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { conversations, messages } from '@/server/db/schema/chat.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import type { UserRow } from '@/server/db/schema/users.ts';
import { forbidden, notFound } from '@/server/lib/app-error.ts';
import type { Conversation } from '@/shared/contracts/chat.ts';
import { iso, participant, usersAs } from './participants.ts';

const builders = usersAs('builders');
const testers = usersAs('testers');

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
      'not_conversation_party',
      'Only the tester who joined or the listing’s builder can start this conversation',
    );
  }
  const [listing] = await db
    .select({ builderId: listings.builderId, joined: interests.id })
    .from(listings)
    .leftJoin(
      interests,
      and(eq(interests.listingId, listings.id), eq(interests.testerId, body.testerId)),
    )
    .where(eq(listings.id, body.softwareId));
  if (!listing) throw notFound('listing_not_found', 'Software not found');
  if (listing.builderId !== body.builderId)
    throw forbidden('wrong_builder', "That is not this listing's builder");
  if (!listing.joined) {
    throw forbidden(
      'not_joined',
      asTester
        ? 'Join this beta before messaging its builder'
        : 'Only testers who joined this beta can be messaged about it',
    );
  }
  await db
    .insert(conversations)
    .values({ builderId: body.builderId, testerId: body.testerId, listingId: body.softwareId })
    .onConflictDoNothing();
  const [conversation] = await findConversations(
    db,
    viewer.id,
    and(eq(conversations.listingId, body.softwareId), eq(conversations.testerId, body.testerId)),
  );
  if (!conversation) throw notFound('conversation_not_found', 'Conversation not found');
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
    // A message a moderator removed is neither the last word nor unread.
    .where(and(eq(messages.conversationId, conversations.id), isNull(messages.removedAt)))
    .orderBy(desc(messages.createdAt))
    .limit(1);
  const rows = await db
    .select({
      conversation: conversations,
      builder: participant(builders),
      tester: participant(testers),
      software: { id: listings.id, name: listings.name, imageUrl: listings.imageUrl },
      lastMessage: sql<string | null>`(select row_to_json(last) from (${last}) as last)`,
      unreadCount: sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.senderId} <> ${viewerId} and ${messages.readAt} is null and ${messages.removedAt} is null)`,
    })
    .from(conversations)
    .innerJoin(builders, eq(builders.id, conversations.builderId))
    .innerJoin(testers, eq(testers.id, conversations.testerId))
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .where(
      and(or(eq(conversations.builderId, viewerId), eq(conversations.testerId, viewerId)), extra),
    )
    .orderBy(
      desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
      desc(conversations.id),
    );
  return rows.map(
    ({ conversation: { listingId, ...conversation }, lastMessage, unreadCount, ...rest }) => {
      const last = parseLastMessage(lastMessage);
      return {
        ...conversation,
        softwareId: listingId,
        ...rest,
        lastMessageAt: iso(conversation.lastMessageAt),
        createdAt: conversation.createdAt.toISOString(),
        lastMessage: last,
        unreadCount: Number(unreadCount),
      };
    },
  );
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
