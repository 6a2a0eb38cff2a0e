import { index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export interface SessionData {
  userId: string;
  /** Kept so that sign-out can also end the provider's session. */
  idToken?: string;
}

/** `sid` holds a SHA-256 hash of the cookie's session id, never the id itself. */
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar({ length: 64 }).primaryKey(),
    sess: jsonb().$type<SessionData>().notNull(),
    expire: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);
