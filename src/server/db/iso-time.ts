import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A time as `Date.prototype.toISOString` writes it, for answers PostgreSQL writes itself. To the
 * millisecond, as JavaScript dates are: the columns it is used on hold no finer.
 */
export const isoTime = (at: SQL | AnyPgColumn) =>
  sql<string>`to_char((${at}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
