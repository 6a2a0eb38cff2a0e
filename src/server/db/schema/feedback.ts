import {
  type AnyPgColumn,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  type Device,
  FEEDBACK_KINDS,
  FEEDBACK_STATUSES,
  FEEDBACK_TITLE_MAX,
  SEVERITIES,
} from '@/shared/contracts/feedback.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { listings } from './listings.ts';
import { users } from './users.ts';

export const feedbackKindEnum = pgEnum('feedback_kind', FEEDBACK_KINDS);
export const severityEnum = pgEnum('feedback_severity', SEVERITIES);
export const feedbackStatusEnum = pgEnum('feedback_status', FEEDBACK_STATUSES);
export const feedbackEventKindEnum = pgEnum('feedback_event_kind', ['status', 'comment']);

/** A tester's report on a listing: a bug, an idea or praise, and where it stands. */
export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    listingId: uuid('software_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: feedbackKindEnum().notNull(),
    title: varchar({ length: FEEDBACK_TITLE_MAX }).notNull(),
    body: text().notNull(),
    steps: text(),
    expected: text(),
    actual: text(),
    severity: severityEnum(),
    device: jsonb().$type<Device>().notNull(),
    /** Ids of the stored screenshots (objects), served only to those who may read the report. */
    screenshotIds: jsonb().$type<string[]>().notNull().default([]),
    status: feedbackStatusEnum().notNull().default('New'),
    duplicateOfId: uuid().references((): AnyPgColumn => feedback.id, { onDelete: 'set null' }),
    /** The builder's first status change or comment: how fast reports get an answer. */
    firstResponseAt: timestamp({ withTimezone: true }),
    /** Set when an admin removed the report: it is shown nowhere and counts for nothing. */
    removedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('feedback_board_idx').on(t.listingId, t.createdAt, t.id),
    index('feedback_reporter_id_idx').on(t.reporterId, t.createdAt),
  ],
);

/** A report's timeline: every status change and comment, by whom and when. */
export const feedbackEvents = pgTable(
  'feedback_events',
  {
    id: id(),
    feedbackId: uuid()
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    kind: feedbackEventKindEnum().notNull(),
    status: feedbackStatusEnum(),
    body: text(),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_events_feedback_id_idx').on(t.feedbackId, t.createdAt)],
);
