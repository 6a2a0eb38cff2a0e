import { sql } from 'drizzle-orm';
import { cycleOptIns } from '@/server/db/schema/cycles.ts';
import { conflict, forbidden } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { CycleOptIn } from '@/shared/contracts/cycles.ts';
import { cycleStanding, heldCycle, readableCycle } from './cycle-view.ts';

/**
 * An Accepted tester confirms "I've opted in" with the store account they used. The date is the
 * cycle's date today (a store day, not an instant: decision 025); confirming again corrects the
 * address and keeps the first date, which is when the tester started to count. A tester whose
 * period ended (they lost their place) and who is back starts a new period today (decision 027).
 */
export async function optIn(
  { db, bus, clock }: ServiceContext,
  testerId: string,
  cycleId: string,
  storeEmail: string,
  now = clock.now(),
): Promise<CycleOptIn> {
  const { cycle, viewer } = await readableCycle(db, cycleId, testerId);
  if (viewer.role !== 'tester' || viewer.status !== 'Accepted')
    throw forbidden(
      'not_accepted',
      'Only testers the builder has accepted can opt in to this test cycle',
    );
  const saved = await db.transaction(async (tx) => {
    const { status, today } = cycleStanding(await heldCycle(tx, cycleId), now);
    if (status === 'Ended')
      throw conflict(
        'cycle_ended',
        'This test cycle has ended; there is nothing left to opt in to',
      );
    const [row] = await tx
      .insert(cycleOptIns)
      .values({ cycleId, testerId, storeEmail, optedInOn: today })
      .onConflictDoUpdate({
        target: [cycleOptIns.cycleId, cycleOptIns.testerId],
        set: {
          storeEmail,
          optedInOn: sql`case when ${cycleOptIns.leftOn} is null then ${cycleOptIns.optedInOn} else excluded.opted_in_on end`,
          leftOn: null,
          updatedAt: sql`now()`,
        },
      })
      .returning({ optedInOn: cycleOptIns.optedInOn, storeEmail: cycleOptIns.storeEmail });
    return row;
  });
  await bus.publish({ type: 'cycle_changed', cycleId, listingId: cycle.listingId });
  return saved as CycleOptIn;
}
