import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

export const outboxStatusEnum = pgEnum('outbox_status', ['pending', 'sending', 'sent', 'failed']);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toAddress: varchar({ length: 254 }).notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    kind: varchar({ length: 32 }).notNull().default('admin'),
    status: outboxStatusEnum().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_at_idx').on(t.createdAt),
  ],
);

/** One row per ISO week; only the process that inserts it sends that week's digest. */
export const digestRuns = pgTable('digest_runs', {
  week: varchar({ length: 10 }).primaryKey(),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp({ withTimezone: true }),
  recipients: integer().notNull().default(0),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: varchar({ length: 64 }).notNull(),
    targetType: varchar({ length: 32 }),
    targetId: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The person the action concerns (the one suspended, the owner of what was hidden). */
    subjectId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_actor_id_idx').on(t.actorId),
    index('audit_log_subject_id_idx').on(t.subjectId, t.createdAt),
    index('audit_log_created_at_idx').on(t.createdAt),
  ],
);
