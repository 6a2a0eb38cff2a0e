import { boolean, index, pgEnum, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ROLES } from '../../../shared/constants.ts';
import { createdAt, id, updatedAt } from './columns.ts';

export const roleEnum = pgEnum('role', ROLES);

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_oidc_subject_unique').on(t.oidcSubject),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
