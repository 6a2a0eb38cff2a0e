import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { EMAIL_MAX_LENGTH } from '@/shared/constants.ts';
import {
  BUILD_VERSION_MAX_LENGTH,
  CYCLE_KINDS,
  type CYCLE_NOTICE_KINDS,
  DEFAULT_MISSED_DAYS_LIMIT,
  TIME_ZONE_MAX_LENGTH,
} from '@/shared/contracts/cycle-rules.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { feedback } from './feedback.ts';
import { objects } from './images.ts';
import { listings } from './listings.ts';
import { users } from './users.ts';

export const cycleKindEnum = pgEnum('cycle_kind', CYCLE_KINDS);

/**
 * A test cycle on a listing (decision 026). Its days are dates in `time_zone`, stored as dates and
 * never as instants, so a change of the zone's rules moves no stored day (decision 025). Whether
 * it is open depends on today's date there, which no constraint can know: one open cycle per
 * listing is kept by creating cycles under the listing's lock.
 */
export const testCycles = pgTable(
  'test_cycles',
  {
    id: id(),
    listingId: uuid('software_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    kind: cycleKindEnum().notNull(),
    testersRequired: integer().notNull(),
    /** Places beyond the requirement kept filled, so a drop-out does not break the run. */
    headroom: integer().notNull(),
    lengthDays: integer().notNull(),
    /** Days the builder added; the cycle runs `length_days + extension_days` days. */
    extensionDays: integer().notNull().default(0),
    /** Shown only to the builder and Accepted testers, like access instructions. */
    optInLink: text(),
    timeZone: varchar({ length: TIME_ZONE_MAX_LENGTH }).notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    /** The cycle's date on which the builder ended it early; null while it runs its course. */
    endedEarlyOn: date({ mode: 'string' }),
    /**
     * Cycle days in a row a tester may miss before their place goes to the next in line; null
     * never releases anyone for missing days.
     */
    missedDaysLimit: integer().default(DEFAULT_MISSED_DAYS_LIMIT),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('test_cycles_software_created_idx').on(t.listingId, t.createdAt)],
);

/** A tester's "I've opted in", with the store account they opted in with. */
export const cycleOptIns = pgTable(
  'cycle_opt_ins',
  {
    cycleId: uuid()
      .notNull()
      .references(() => testCycles.id, { onDelete: 'cascade' }),
    testerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeEmail: varchar({ length: EMAIL_MAX_LENGTH }).notNull(),
    /** The cycle's date when the tester first confirmed; a corrected address keeps it. */
    optedInOn: date({ mode: 'string' }).notNull(),
    /**
     * The cycle's date on which the tester stopped holding a place (left, released, dropped); null
     * while they hold it. Opting in again after a return starts a new period from that day.
     */
    leftOn: date({ mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cycleId, t.testerId] }),
    index('cycle_opt_ins_tester_id_idx').on(t.testerId),
  ],
);

/** "I used it today": one per tester per cycle date, taken only on that date (decision 025). */
export const cycleCheckIns = pgTable(
  'cycle_check_ins',
  {
    cycleId: uuid()
      .notNull()
      .references(() => testCycles.id, { onDelete: 'cascade' }),
    testerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkedInOn: date({ mode: 'string' }).notNull(),
    note: text(),
    /** A private screenshot (objects), shown only to the builder and the tester. */
    screenshotId: uuid().references(() => objects.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cycleId, t.testerId, t.checkedInOn] }),
    index('cycle_check_ins_tester_id_idx').on(t.testerId),
    index('cycle_check_ins_screenshot_id_idx').on(t.screenshotId),
  ],
);

/** A build the builder posted to the cycle: its changelog, and the proof of acting on feedback. */
export const cycleBuilds = pgTable(
  'cycle_builds',
  {
    id: id(),
    cycleId: uuid()
      .notNull()
      .references(() => testCycles.id, { onDelete: 'cascade' }),
    version: varchar({ length: BUILD_VERSION_MAX_LENGTH }).notNull(),
    notes: text().notNull().default(''),
    /** The cycle's date it was posted on. */
    postedOn: date({ mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cycle_builds_cycle_created_idx').on(t.cycleId, t.createdAt)],
);

/** The reports a build says it fixes. */
export const cycleBuildFixes = pgTable(
  'cycle_build_fixes',
  {
    buildId: uuid()
      .notNull()
      .references(() => cycleBuilds.id, { onDelete: 'cascade' }),
    feedbackId: uuid()
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.buildId, t.feedbackId] }),
    index('cycle_build_fixes_feedback_id_idx').on(t.feedbackId),
  ],
);

/**
 * What a cycle job told someone on one cycle date: inserting the row is the claim, so each
 * reminder or warning goes out once however many processes run the job.
 */
export const cycleNotices = pgTable(
  'cycle_notices',
  {
    cycleId: uuid()
      .notNull()
      .references(() => testCycles.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    onDate: date({ mode: 'string' }).notNull(),
    kind: varchar({ length: 32 }).$type<(typeof CYCLE_NOTICE_KINDS)[number]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cycleId, t.userId, t.onDate, t.kind] }),
    index('cycle_notices_user_id_idx').on(t.userId),
  ],
);
