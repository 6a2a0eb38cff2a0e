import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { executeRows } from '@/server/db/execute-rows.ts';
import { testCycles } from '@/server/db/schema/cycles.ts';
import { setUpCycleFixtures } from '@/tests/factories/cycles.ts';

const { fx, beta, call, startCycle, todayUtc } = setUpCycleFixtures();

/** Until another connection waits on a lock: the request is blocked behind the ending. */
async function untilSomeoneWaits() {
  for (;;) {
    const waiting = await executeRows<{ n: number }>(
      fx.t.db,
      sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
    );
    if ((waiting[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Sends the request while the builder's end is caught between locking the cycle and committing,
 * and answers what the request then answers.
 */
async function whileEnding(cycleId: string, send: () => PromiseLike<LightMyRequestResponse>) {
  const sent = await fx.t.db.transaction(async (tx) => {
    await tx.select().from(testCycles).where(eq(testCycles.id, cycleId)).for('update');
    const request = Promise.resolve(send());
    // Without the request's own lock it would not wait, but answer at once.
    await Promise.race([untilSomeoneWaits(), request]);
    await tx.update(testCycles).set({ endedEarlyOn: todayUtc() }).where(eq(testCycles.id, cycleId));
    // Wrapped: a returned promise would be awaited before the transaction could commit.
    return { request };
  });
  return sent.request;
}

// PGlite has one connection: nothing can wait on another there.
describe.runIf(process.env.TEST_DB === 'postgres')('while the builder ends the cycle', () => {
  it('an opt-in waits for the ending, then is refused', async () => {
    const cycle = await startCycle(await beta());
    const response = await whileEnding(cycle.id, () =>
      call('PUT', `/api/cycles/${cycle.id}/opt-in`, 'accepted', { storeEmail: 'late@gmail.com' }),
    );
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().code).toBe('cycle_ended');
  });

  it('a check-in waits for the ending, then is refused', async () => {
    const cycle = await startCycle(await beta());
    await call('PUT', `/api/cycles/${cycle.id}/opt-in`, 'accepted', { storeEmail: 'a@gmail.com' });
    const response = await whileEnding(cycle.id, () =>
      call('POST', `/api/cycles/${cycle.id}/check-ins`, 'accepted', { date: todayUtc() }),
    );
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ code: 'check_in_not_today' });
  });
});
