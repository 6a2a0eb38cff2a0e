import {
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { DECISION_REASON_MAX_LENGTH, INTEREST_STATUSES } from '@/shared/constants.ts';
import type { ScreeningAnswers } from '@/shared/contracts/screening.ts';
import { createdAt, id } from './columns.ts';
import { listings } from './listings.ts';
import { users } from './users.ts';

export const interestStatusEnum = pgEnum('interest_status', INTEREST_STATUSES);

export const interests = pgTable(
  'interests',
  {
    id: id(),
    listingId: uuid('software_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    testerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: interestStatusEnum().notNull().default('Interested'),
    answers: jsonb().$type<ScreeningAnswers>().notNull().default({}),
    /** The builder's words with a decision, or why a silent tester's place was released. */
    reason: varchar({ length: DECISION_REASON_MAX_LENGTH }),
    /** A message to the builder or "I'm still testing": what keeps a place from release. */
    lastActivityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp({ withTimezone: true }),
    /** When the tester joined, or last joined the waitlist: the waitlist's order. */
    createdAt: createdAt(),
  },
  (t) => [
    unique('interests_software_tester_unique').on(t.listingId, t.testerId),
    index('interests_tester_id_idx').on(t.testerId),
    index('interests_software_status_idx').on(t.listingId, t.status, t.createdAt, t.id),
  ],
);

/**
 * A builder's decline outlives the signup: a tester who leaves and joins again is still declined,
 * until the builder decides otherwise.
 */
export const declinedTesters = pgTable(
  'declined_testers',
  {
    listingId: uuid('software_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    testerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    declinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.testerId] }),
    index('declined_testers_tester_id_idx').on(t.testerId),
  ],
);
