import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { NotificationType, PreferenceType } from '@/shared/contracts/notifications.ts';
import { conversations } from './chat.ts';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/** What a person was told in the app: newest first, read or not. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar({ length: 32 }).$type<NotificationType>().notNull(),
    title: text().notNull(),
    body: text(),
    link: text().notNull(),
    /**
     * Notifications with one key (messages in one conversation, the address to verify) fold into
     * one while it is unread: `count` says how many it stands for.
     */
    groupKey: text(),
    count: integer().notNull().default(1),
    /**
     * What a folded notification says after its count ("new reports on Tidewater" makes "3 new
     * reports on Tidewater"); null where the newest one's own words say it (messages).
     */
    summary: text(),
    /**
     * False when the person turned this type off in the app but wants its mail: the row only
     * carries the mail, is born read, and is never listed.
     */
    inApp: boolean().notNull().default(true),
    /** pending: to be mailed; queued: in the outbox; skipped: not wanted, or no proved address. */
    mailStatus: varchar({ length: 16 }).$type<'pending' | 'queued' | 'skipped'>(),
    createdAt: createdAt(),
    readAt: timestamp({ withTimezone: true }),
    /** Whose doing it was, whose name and words it may carry: gone when their account is. */
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** How many of `count` a mail has told already: the next mail tells only the rest. */
    mailedCount: integer().notNull().default(0),
  },
  (t) => [
    index('notifications_actor_idx').on(t.actorId),
    index('notifications_mail_pending_idx').on(t.createdAt).where(sql`${t.mailStatus} = 'pending'`),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_unread_group_idx')
      .on(t.userId, t.groupKey)
      .where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
  ],
);

/** A person's choice for one type; a type without a row keeps its default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar({ length: 32 }).$type<PreferenceType>().notNull(),
    inApp: boolean().notNull(),
    email: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/**
 * When one group's notifications (a listing's new reports, its signups) were last mailed to a
 * person: the claim that makes one mail per group per quarter hour, whatever the number of
 * processes, however many arrive.
 */
export const notificationMailMarks = pgTable(
  'notification_mail_marks',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupKey: text().notNull(),
    mailedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupKey] })],
);

/**
 * When a conversation's unread messages were last mailed to one of its two people: the claim
 * that makes one mail per conversation per quarter hour, whatever the number of processes.
 */
export const messageMailMarks = pgTable(
  'message_mail_marks',
  {
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    recipientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mailedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.recipientId] }),
    index('message_mail_marks_recipient_idx').on(t.recipientId),
  ],
);
