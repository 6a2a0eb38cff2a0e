import type { Placeholder } from 'drizzle-orm';
import type { Database } from './client.ts';

/** A query's parameter: a value, or a placeholder for one in a prepared statement. */
export type Param = string | Placeholder;

/** Statements by name, per database (or, for `preparedInTransaction`, per dialect). */
const statements = new WeakMap<object, Map<string, unknown>>();

function keptOrBuilt<T>(owner: object, name: string, build: (name: string) => T): T {
  let byName = statements.get(owner);
  if (!byName) {
    byName = new Map();
    statements.set(owner, byName);
  }
  if (!byName.has(name)) byName.set(name, build(name));
  return byName.get(name) as T;
}

/**
 * The statement named `name`, prepared once per database by `build` and reused after: a hot read
 * then skips building its SQL in node and, on PostgreSQL, parsing and planning it on every
 * request (planning costs more than running the reads it is used for).
 */
export const prepared = <T>(db: Database, name: string, build: (name: string) => T): T =>
  keptOrBuilt(db, name, build);

/** What Drizzle keeps of a database and of each of its transactions; not in its public types. */
type DrizzleInternals = { dialect: object; session: { client?: unknown } };

/**
 * The statement named `name`, built once per database by `build` as `prepared` does, run on the
 * connection of the transaction `tx`. Drizzle binds a prepared statement to the connection it was
 * built on and has no way to run it on another, so statements inside transactions used to be
 * written as text on every request. This keeps the first one built and gives each use the
 * transaction's client, the only thing its execute takes from where it was built. A database
 * and its transactions share one dialect object, so that is what statements are kept by.
 */
export function preparedInTransaction<S extends object>(
  tx: Database,
  name: string,
  build: (name: string) => S,
): S {
  const { dialect, session } = tx as unknown as DrizzleInternals;
  const statement = keptOrBuilt(dialect, name, build);
  if (!session?.client || !('client' in statement))
    throw new Error('Drizzle no longer keeps connections where preparedInTransaction looks');
  return Object.assign(Object.create(statement) as S, { client: session.client });
}
