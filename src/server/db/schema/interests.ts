import { index, pgEnum, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
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
