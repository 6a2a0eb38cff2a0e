import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  HIDDEN_CAUSES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
} from '@/shared/contracts/moderation-rules.ts';
import { createdAt, id } from './columns.ts';
import { listings } from './listings.ts';
import { users } from './users.ts';

export const reportTargetEnum = pgEnum('report_target', REPORT_TARGETS);
export const reportReasonEnum = pgEnum('report_reason', REPORT_REASONS);
export const reportStatusEnum = pgEnum('report_status', REPORT_STATUSES);
export const hiddenCauseEnum = pgEnum('hidden_cause', HIDDEN_CAUSES);

/**
 * A person's report of a thing (a listing, a person, a message, a feedback report, a rating). The
 * thing is named by kind and id, not by a foreign key, so a report outlives what it reported;
 * `owner_id` is whose thing it is, for the owner's history in the queue.
 */
export const abuseReports = pgTable(
  'abuse_reports',
  {
    id: id(),
    reporterId: uuid().references(() => users.id, { onDelete: 'set null' }),
    targetType: reportTargetEnum().notNull(),
    targetId: uuid().notNull(),
    ownerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    reason: reportReasonEnum().notNull(),
    details: text(),
    status: reportStatusEnum().notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedById: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One open report per reporter and thing: a second is refused, not counted twice.
    uniqueIndex('abuse_reports_open_unique')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('abuse_reports_open_target_idx')
      .on(t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('abuse_reports_reporter_idx').on(t.reporterId, t.createdAt),
    index('abuse_reports_owner_idx').on(t.ownerId),
  ],
);

/**
 * Why a listing is hidden (the listing's own `hidden_at` is what every read filters on), and its
 * builder's one appeal. Gone when the listing is shown again; the audit log keeps the history.
 */
export const listingHides = pgTable('listing_hides', {
  listingId: uuid('software_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  cause: hiddenCauseEnum().notNull(),
  reason: text().notNull(),
  hiddenAt: timestamp({ withTimezone: true }).notNull(),
  hiddenById: uuid().references(() => users.id, { onDelete: 'set null' }),
  appeal: text(),
  appealedAt: timestamp({ withTimezone: true }),
  appealRejectedAt: timestamp({ withTimezone: true }),
});

export type AbuseReportRow = typeof abuseReports.$inferSelect;
export type ListingHideRow = typeof listingHides.$inferSelect;
