import { and, asc, eq, getTableColumns, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { prepared } from '@/server/db/prepared.ts';
import { conversations, messages } from '@/server/db/schema/chat.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import { announceTouch, touchSignupUpdate } from '@/server/features/interests/activity.ts';
import {
  announceNotifications,
  conversationGroup,
  readGroup,
} from '@/server/features/notifications/notify.ts';
import { conflict, notFound } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import { type Message, RECIPIENT_DELETED_MESSAGE } from '@/shared/contracts/chat.ts';
import { fullName } from '@/shared/person-name.ts';
import { announceMessage } from './message-events.ts';
import {
  messageNotificationRow,
  messageNotificationTexts,
  upsertMessageNotification,
  wantsMessagesInApp,
} from './message-notification.ts';
import { iso, participant, usersAs } from './participants.ts';
import { checkUnverifiedSends } from './unverified-sends.ts';

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
  if (!conversation) throw notFound('conversation_not_found', 'Conversation not found');
  return conversation;
}

// `removed_at` is for moderation alone: no answer nor frame carries it.
const { removedAt: _removedAt, ...messageColumns } = getTableColumns(messages);

/**
 * Messages with their senders. One a moderator removed is left out of every read here (a thread,
 * a message pushed by id): its join holds the condition, so no caller can forget it.
 */
function selectMessages(db: Database) {
  return db
    .select({ message: messageColumns, sender: participant(senders) })
    .from(messages)
    .innerJoin(senders, and(eq(senders.id, messages.senderId), isNull(messages.removedAt)));
}

type ShownMessageRow = Omit<typeof messages.$inferSelect, 'removedAt'>;

const toMessage = ({
  message,
  sender,
}: {
  message: ShownMessageRow;
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

/** What the statement that stores a message takes. */
type SendParams = {
  conversationId: string;
  senderId: string;
  content: string;
} & ReturnType<typeof messageNotificationTexts>;

/**
 * One statement checks that the sender is a party and the other party still has an account,
 * stores the message, moves the conversation's
 * last activity, stores or counts the other party's notification and, when the tester wrote,
 * restarts their silence clock (writing to the builder is what keeps a silent tester's place).
 * Prepared: building its SQL cost node more than a millisecond a message.
 */
const sendStatement = (db: Database) =>
  prepared(db, 'send_message', (name) => {
    const param = (key: keyof SendParams) => sql.placeholder(key);
    const senderId = sql`${param('senderId')}::uuid`;
    const otherParty = sql`case when ${conversations.testerId} = ${senderId}
      then ${conversations.builderId} else ${conversations.testerId} end`;
    const party = db.$with('party').as(
      db
        .select({
          id: conversations.id,
          builderId: conversations.builderId,
          testerId: conversations.testerId,
          listingId: conversations.listingId,
          listingName: listings.name,
        })
        .from(conversations)
        .innerJoin(listings, eq(listings.id, conversations.listingId))
        .where(
          and(
            sql`${conversations.id} = ${param('conversationId')}::uuid`,
            or(
              sql`${conversations.builderId} = ${senderId}`,
              sql`${conversations.testerId} = ${senderId}`,
            ),
            sql`not exists (select from ${users} where ${users.id} = ${otherParty}
              and ${users.deletedAt} is not null)`,
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
              senderId: sql`${senderId}`.as('sender_id'),
              content: sql`${param('content')}::text`.as('content'),
              readAt: sql`null`.as('read_at'),
              createdAt: sql`now()`.as('created_at'),
              removedAt: sql`null`.as('removed_at'),
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
    const recipient = sql`case when ${party.testerId} = ${senderId} then ${party.builderId} else ${party.testerId} end`;
    const notified = db.$with('notified').as(
      upsertMessageNotification(
        db,
        db
          .select(
            messageNotificationRow({
              recipient,
              listingName: sql`${party.listingName}`,
              senderId: param('senderId'),
              texts: {
                titleLead: param('titleLead'),
                body: param('body'),
                link: param('link'),
                groupKey: param('groupKey'),
              },
            }),
          )
          .from(party)
          .where(wantsMessagesInApp(recipient)),
      ),
    );
    const active = db
      .$with('active')
      .as(
        touchSignupUpdate(
          db,
          param('senderId'),
          sql`(select ${party.listingId} from ${party} where ${party.testerId} = ${senderId})`,
        ),
      );
    return db
      .with(party, stored, touched, notified, active)
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
        listingId: party.listingId,
        signupStatus: active.status,
        signupWasReminded: active.wasReminded,
      })
      .from(stored)
      .crossJoin(party)
      .leftJoin(active, sql`true`)
      .prepare(name);
  });

/** Persists a message (before anyone is told of it) and answers it with its sender. */
export async function sendMessage(
  { db, bus, clock }: ServiceContext,
  sender: UserRow,
  conversationId: string,
  content: string,
  /** The socket send's own id, echoed to the sender so its client settles the right send. */
  clientId?: string,
): Promise<{ message: Message; recipients: [string, string] }> {
  await checkUnverifiedSends({ db, clock }, sender);
  const [row] = await sendStatement(db).execute({
    conversationId,
    senderId: sender.id,
    content,
    ...messageNotificationTexts({
      senderName: fullName(sender) || 'Someone',
      conversationId,
      content,
    }),
  });
  if (!row) throw await whyNotSent(db, sender.id, conversationId);
  if (row.signupStatus)
    await announceTouch({ bus }, sender.id, row.listingId, {
      status: row.signupStatus,
      wasReminded: row.signupWasReminded ?? false,
    });
  const message = toMessage({ message: row.message, sender: participantOf(sender) });
  const recipients: [string, string] = [row.builderId, row.testerId];
  await announceMessage(bus, message, recipients, clientId);
  return { message, recipients };
}

/** Why the statement stored nothing: no such conversation of the sender's, or no one to read it. */
async function whyNotSent(db: Database, senderId: string, conversationId: string) {
  const conversation = await findOwnConversation(db, senderId, conversationId);
  const otherId =
    conversation.testerId === senderId ? conversation.builderId : conversation.testerId;
  const [other] = await db
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, otherId));
  return other?.deletedAt
    ? conflict('recipient_deleted', RECIPIENT_DELETED_MESSAGE)
    : notFound('conversation_not_found', 'Conversation not found');
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
    // Only a signed-in account sends: never a deleted one.
    deleted: false,
  };
}
