import { index, pgEnum, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { ACCOUNT_TOKEN_PURPOSES } from '@/shared/constants.ts';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

export const accountTokenPurposeEnum = pgEnum('account_token_purpose', ACCOUNT_TOKEN_PURPOSES);

/**
 * Single-use links sent by e-mail: verify an address, reset a password, confirm a new address.
 * Only a SHA-256 hash of the token is stored, so the table alone opens no account.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: accountTokenPurposeEnum().notNull(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    /** The address the link was sent to: for a change of address, the new one. */
    email: varchar({ length: 254 }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose),
    index('account_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Failed sign-ins, one row per failure, counted per (account, address) pair: an attacker's
 * failures slow the attacker down without refusing the owner from another address.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: id(),
    email: varchar({ length: 254 }).notNull(),
    address: varchar({ length: 64 }).notNull(),
    failedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_failures_pair_idx').on(t.email, t.address, t.failedAt),
    index('sign_in_failures_failed_at_idx').on(t.failedAt),
  ],
);
