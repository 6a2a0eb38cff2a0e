import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { listings } from './listings.ts';
import { users } from './users.ts';

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    listingId: uuid('software_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    builderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('conversations_software_tester_unique').on(t.listingId, t.testerId),
    index('conversations_builder_id_idx').on(t.builderId),
    index('conversations_tester_id_idx').on(t.testerId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    /** Set when an admin removed the message: it is shown nowhere (the case keeps its words). */
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    index('messages_sender_id_idx').on(t.senderId),
    // The message mail job looks for unread messages a quarter hour old, every minute.
    index('messages_unread_created_idx').on(t.createdAt).where(sql`${t.readAt} is null`),
  ],
);
