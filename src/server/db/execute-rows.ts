import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * The rows a raw statement answers. Each driver's `execute` answers its own result type (both
 * carry `rows`), which the one `Database` type the server sees does not spell out.
 */
export async function executeRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}
