import { index, pgEnum, pgTable, primaryKey, unique, uuid } from 'drizzle-orm/pg-core';
import { INTEREST_STATUSES } from '@/shared/constants.ts';
import { createdAt, id } from './columns.ts';
import { listings } from './listings.ts';
import { users } from './users.ts';

export const interestStatusEnum = pgEnum('interest_status', INTEREST_STATUSES);

export const interests = pgTable(
  'interests',
  {
    id: id(),
    softwareId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    testerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: interestStatusEnum().notNull().default('Interested'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('interests_software_tester_unique').on(t.softwareId, t.testerId),
    index('interests_tester_id_idx').on(t.testerId),
  ],
);

/**
 * A builder's decline outlives the signup: a tester who leaves and joins again is still declined,
 * until the builder decides otherwise.
 */
export const declinedTesters = pgTable(
  'declined_testers',
  {
    softwareId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    testerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    declinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.softwareId, t.testerId] }),
    index('declined_testers_tester_id_idx').on(t.testerId),
  ],
);
