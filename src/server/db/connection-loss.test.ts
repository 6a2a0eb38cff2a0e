import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTcpProxy } from '@/tests/processes/tcp-proxy.ts';
import { openDatabase } from './client.ts';
import { executeRows } from './execute-rows.ts';

/**
 * PostgreSQL restarting while a transaction holds a connection: that transaction fails, the
 * process goes on, and the pool serves again once the server is back. A pooled connection that is
 * checked out has no listener of pg-pool's for its 'error' event, and an 'error' nobody listens
 * to ends a Node process: the fault test of an outage under load lost its server that way.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('a connection lost mid-transaction', () => {
  it('fails that transaction, not the process', async () => {
    const target = new URL(process.env.TEST_DATABASE_URL as string);
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const proxied = new URL(target);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const database = await openDatabase({ kind: 'postgres', url: proxied.href });
    try {
      let inside: () => void = () => {};
      const started = new Promise<void>((resolve) => {
        inside = resolve;
      });
      const held = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        inside();
        await tx.execute(sql`select pg_sleep(10)`);
      });
      await started;
      proxy.cut();
      await expect(held).rejects.toThrow();
      proxy.restore();
      expect(await executeRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
      await proxy.close();
    }
  });
});
