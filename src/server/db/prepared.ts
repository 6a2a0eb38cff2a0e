import type { Placeholder } from 'drizzle-orm';
import type { Database } from './client.ts';

/** A query's parameter: a value, or a placeholder for one in a prepared statement. */
export type Param = string | Placeholder;

const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * The statement named `name`, prepared once per database by `build` and reused after: a hot read
 * then skips building its SQL in node and, on PostgreSQL, parsing and planning it on every
 * request (planning costs more than running the reads it is used for).
 */
export function prepared<T>(db: Database, name: string, build: (name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  if (!byName.has(name)) byName.set(name, build(name));
  return byName.get(name) as T;
}
