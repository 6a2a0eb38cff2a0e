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
import { CYCLE_KINDS, TIME_ZONE_MAX_LENGTH } from '@/shared/contracts/cycle-rules.ts';
import { createdAt, id, updatedAt } from './columns.ts';
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
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cycleId, t.testerId] }),
    index('cycle_opt_ins_tester_id_idx').on(t.testerId),
  ],
);
