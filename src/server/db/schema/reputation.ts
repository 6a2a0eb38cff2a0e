import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { BuilderRecord, TesterRecord } from '@/shared/contracts/reputation.ts';
import {
  ANSWER_BADGES,
  RATING_COMMENT_MAX,
  RATING_SIDES,
} from '@/shared/contracts/reputation-rules.ts';
import { id } from './columns.ts';
import { listings } from './listings.ts';
import { users } from './users.ts';

/** How a spell of holding a place ended (written by the interests_place_spells trigger). */
export const placeEndEnum = pgEnum('place_end', [
  'left',
  'declined',
  'released',
  'waitlisted',
  'listing_deleted',
]);
export const ratingSideEnum = pgEnum('rating_side', RATING_SIDES);
export const answerBadgeEnum = pgEnum('answer_badge', ANSWER_BADGES);

/**
 * Each time a tester held a place on a listing, from the moment they got it to the moment they
 * lost it. A trigger on `interests` writes it (migration 0017), so every path that gives or takes
 * a place, a join statement's CTE and an account's deletion included, leaves its trace. It
 * outlives the listing (the builder and the name stay), so deleting a listing erases no one's
 * history.
 */
export const placeSpells = pgTable(
  'place_spells',
  {
    id: id(),
    listingId: uuid('software_id').references(() => listings.id, { onDelete: 'set null' }),
    listingName: varchar({ length: 120 }).notNull(),
    builderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the builder took them in; a spell never accepted was an application, not work. */
    acceptedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    endedBy: placeEndEnum(),
  },
  (t) => [
    index('place_spells_tester_idx').on(t.testerId, t.startedAt),
    index('place_spells_builder_idx').on(t.builderId, t.startedAt),
    uniqueIndex('place_spells_open_unique')
      .on(t.listingId, t.testerId)
      .where(sql`ended_at is null`),
  ],
);

/**
 * One side's rating of the other after a place ended: once per listing and pair, hidden from the
 * rated person until both are in or RATING_WINDOW_DAYS after the first.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: id(),
    listingId: uuid('software_id').references(() => listings.id, { onDelete: 'set null' }),
    listingName: varchar({ length: 120 }).notNull(),
    raterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rateeId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    raterSide: ratingSideEnum().notNull(),
    stars: smallint().notNull(),
    /** Null when none was written, or once its author deleted their account. */
    comment: varchar({ length: RATING_COMMENT_MAX }),
    /** From the service's clock, so the reveal can be tested across days. */
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    reply: varchar({ length: RATING_COMMENT_MAX }),
    repliedAt: timestamp({ withTimezone: true }),
    /** Set when an admin removed the rating: it is shown nowhere and counts for nothing. */
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('ratings_pair_unique').on(t.listingId, t.raterId, t.rateeId),
    index('ratings_ratee_idx').on(t.rateeId, t.createdAt),
    index('ratings_rater_idx').on(t.raterId, t.createdAt),
    check('ratings_stars_range', sql`${t.stars} between 1 and 5`),
    check('ratings_not_self', sql`${t.raterId} <> ${t.rateeId}`),
  ],
);

/**
 * Each person's record, kept current by the reputation feature as events are announced (never
 * computed per request). `answer_badge` is apart so listing reads join it without opening JSON.
 */
export const personRecords = pgTable('person_records', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tester: jsonb().$type<TesterRecord>().notNull(),
  builder: jsonb().$type<BuilderRecord>().notNull(),
  answerBadge: answerBadgeEnum(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
