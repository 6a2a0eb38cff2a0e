import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@/shared/constants.ts';
import { PROFILE_VISIBILITIES } from '@/shared/contracts/reputation-rules.ts';
import { createdAt, id, updatedAt } from './columns.ts';

export const roleEnum = pgEnum('role', ROLES);
export const profileVisibilityEnum = pgEnum('profile_visibility', PROFILE_VISIBILITIES);

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased so uniqueness is case-insensitive. */
    email: varchar({ length: 254 }),
    firstName: varchar({ length: 80 }),
    lastName: varchar({ length: 80 }),
    profileImageUrl: text(),
    role: roleEnum().notNull().default('Tester'),
    phone: varchar({ length: 40 }),
    businessName: varchar({ length: 120 }),
    website: text(),
    wantsWeeklyDigest: boolean().notNull().default(false),
    passwordHash: text(),
    oidcSubject: text(),
    /** When the owner proved the address by opening a link sent to it (or the provider vouched). */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** Set when the owner deleted the account: the row stays, emptied, so threads keep their messages. */
    deletedAt: timestamp({ withTimezone: true }),
    /** Who may read the profile while the person is a tester (reputation-rules.ts). */
    profileVisibility: profileVisibilityEnum().notNull().default('public'),
    /** Set when an admin removed the account for abuse: its ratings of others stop counting. */
    removedForAbuseAt: timestamp({ withTimezone: true }),
    /** Set while an admin's suspension holds: sign-in is refused and their listings are hidden. */
    suspendedAt: timestamp({ withTimezone: true }),
    /** When the suspension ends by itself; null with `suspendedAt` set means for good. */
    suspendedUntil: timestamp({ withTimezone: true }),
    suspensionReason: text(),
    /** Builders may invite the tester to their test cycles (matching); the tester turns it off. */
    acceptsInvitations: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_oidc_subject_unique').on(t.oidcSubject),
    index('users_created_at_idx').on(t.createdAt),
    index('users_suspended_until_idx')
      .on(t.suspendedUntil)
      .where(sql`${t.suspendedAt} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
