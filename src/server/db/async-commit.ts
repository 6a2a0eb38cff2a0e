import { sql } from 'drizzle-orm';

/**
 * Marks a database whose WAL dies with this process. PGlite keeps the WAL of a commit that did
 * not wait in its own memory (it has no WAL writer to write it out a moment later), so a kill
 * of the process would lose writes it had answered. Given to PGlite at start (client.ts).
 */
const WAL_DIES_WITH_PROCESS = 'beta_harbor.wal_dies_with_process';
export const walDiesWithProcessParams = ['-c', `${WAL_DIES_WITH_PROCESS}=on`];

const level = sql.raw(
  `case current_setting('${WAL_DIES_WITH_PROCESS}', true) when 'on' then 'on' else 'off' end`,
);

/**
 * Always true; a statement that tests it (on a row it writes: a filter, not an EXISTS, which
 * PostgreSQL would never run) commits without waiting for its WAL to reach the disk
 * (synchronous_commit off for that one transaction). A crash of the database server can then
 * lose it, though it was answered, never half of it. Only for the writes decision record 012
 * names: saving and unsaving. On PGlite it waits as every commit does.
 */
export const commitsWithoutWaiting = sql`set_config('synchronous_commit', ${level}, true) is not null`;
