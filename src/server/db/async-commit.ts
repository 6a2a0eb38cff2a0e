import { sql } from 'drizzle-orm';

/**
 * Always true; a statement that tests it (on a row it writes: a filter, not an EXISTS, which
 * PostgreSQL would never run) commits without waiting for its WAL to reach the disk
 * (synchronous_commit off for that one transaction). A crash of the database server can then
 * lose it, though it was answered, never half of it. Only for the writes decision record 012
 * names: saving and unsaving.
 */
export const commitsWithoutWaiting = sql`set_config('synchronous_commit', 'off', true) = 'off'`;
