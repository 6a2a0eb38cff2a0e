import { sql } from 'drizzle-orm';
import {
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { DEVICE_MODEL_MAX_LENGTH } from '@/shared/contracts/devices.ts';
import { INVITATION_STATUSES } from '@/shared/contracts/matching.ts';
import { OS_VERSION_MAX_LENGTH } from '@/shared/contracts/platforms.ts';
import { createdAt, id } from './columns.ts';
import { testCycles } from './cycles.ts';
import { platformEnum } from './listings.ts';
import { users } from './users.ts';

/** The devices a tester tests on: matching reads them against listings' platforms. */
export const testerDevices = pgTable(
  'tester_devices',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: platformEnum().notNull(),
    osVersion: varchar({ length: OS_VERSION_MAX_LENGTH }).notNull().default(''),
    model: varchar({ length: DEVICE_MODEL_MAX_LENGTH }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('tester_devices_user_idx').on(t.userId),
    index('tester_devices_platform_idx').on(t.platform, t.userId),
  ],
);

export const invitationStatusEnum = pgEnum('invitation_status', INVITATION_STATUSES);

/** A builder asked a tester to join a cycle's listing; once per cycle and tester. */
export const cycleInvitations = pgTable(
  'cycle_invitations',
  {
    id: id(),
    cycleId: uuid()
      .notNull()
      .references(() => testCycles.id, { onDelete: 'cascade' }),
    testerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    builderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text().notNull().default(''),
    status: invitationStatusEnum().notNull().default('Pending'),
    createdAt: createdAt(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cycle_invitations_cycle_tester_unique').on(t.cycleId, t.testerId),
    index('cycle_invitations_tester_idx').on(t.testerId, t.createdAt.desc()),
    // The builder's invitations of the last day, for the rate limit.
    index('cycle_invitations_builder_idx').on(t.builderId, t.createdAt),
    index('cycle_invitations_pending_idx').on(t.testerId).where(sql`${t.status} = 'Pending'`),
  ],
);
