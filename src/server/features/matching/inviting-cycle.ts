import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { testCycles } from '@/server/db/schema/cycles.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { conflict, notFound } from '@/server/lib/app-error.ts';
import type { PlatformNeeds } from '@/shared/contracts/platforms.ts';
import { cycleDayAt } from '@/shared/cycles/cycle-days.ts';

/** The cycle a builder invites to, with what its listing needs of a device. */
export interface InvitingCycle extends PlatformNeeds {
  cycleId: string;
  listingId: string;
  listingName: string;
  builderId: string;
}

/**
 * The builder's own cycle that still takes testers. Another builder learns nothing of it (404, as
 * the cycles feature answers); an ended cycle invites no one (409).
 */
export async function invitingCycle(
  db: Database,
  builderId: string,
  cycleId: string,
  now: Date,
): Promise<InvitingCycle> {
  const [found] = await db
    .select({
      cycle: testCycles,
      builderId: listings.builderId,
      listingName: listings.name,
      platforms: listings.platforms,
      minOsVersions: listings.minOsVersions,
    })
    .from(testCycles)
    .innerJoin(listings, eq(listings.id, testCycles.listingId))
    .where(eq(testCycles.id, cycleId));
  if (!found || found.builderId !== builderId)
    throw notFound('cycle_not_found', 'Test cycle not found');
  const { cycle } = found;
  if (cycle.endedEarlyOn !== null || cycleDayAt(cycle, now).kind === 'ended')
    throw conflict(
      'cycle_not_inviting',
      'This test cycle has ended: start a new one to invite testers',
    );
  return {
    cycleId,
    listingId: cycle.listingId,
    listingName: found.listingName,
    builderId,
    platforms: found.platforms,
    minOsVersions: found.minOsVersions,
  };
}
