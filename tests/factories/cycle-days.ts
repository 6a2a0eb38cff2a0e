import { and, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { releaseSilentTesters } from '@/server/features/interests/inactivity.service.ts';
import { type SettableClock, settableClock } from '@/server/lib/clock.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import { interestPaths } from '@/shared/contracts/interest-paths.ts';
import type { CycleCaller, setUpCycleFixtures } from './cycles.ts';

type CycleFixtures = ReturnType<typeof setUpCycleFixtures>;

const DAY_MS = 86_400_000;

/**
 * Puts the fixtures' app on a clock the test sets, so check-ins, opt-ins and boards happen at
 * fixed instants (decision 025). Services read the context's clock at each call.
 */
export function settableCycleClock({ fx }: CycleFixtures): SettableClock {
  const clock = settableClock();
  beforeAll(() => {
    fx.t.app.services.clock = clock;
  });
  return clock;
}

/** What a tester does on a cycle's listing: opt in, check in, leave, fall silent. */
export function cycleDayCalls({ fx, call }: CycleFixtures) {
  return {
    optIn: (cycleId: string, caller: CycleCaller, storeEmail = `${caller}@gmail.com`) =>
      call('PUT', cyclePaths.optIn(cycleId), caller, { storeEmail }),
    checkIn: (cycleId: string, caller: CycleCaller, body: object) =>
      call('POST', cyclePaths.checkIns(cycleId), caller, body),
    leave: (listingId: string, caller: CycleCaller) =>
      fx.t.app.inject({
        method: 'DELETE',
        url: interestPaths.byListing(listingId),
        headers: { cookie: fx.cookies[caller] as string },
      }),
    /** The tester is silent long enough on the listing to lose their place at `now`'s run. */
    releaseForSilence: async (listingId: string, caller: CycleCaller, now: Date) => {
      await fx.t.db.update(listings).set({ inactivityDays: 14 }).where(eq(listings.id, listingId));
      await fx.t.db
        .update(interests)
        .set({
          lastActivityAt: new Date(now.getTime() - 30 * DAY_MS),
          remindedAt: new Date(now.getTime() - 8 * DAY_MS),
        })
        .where(and(eq(interests.listingId, listingId), eq(interests.testerId, fx.ids[caller])));
      return releaseSilentTesters(fx.t.app.services, now);
    },
  };
}
