import { eq } from 'drizzle-orm';
import type { App } from '@/server/app.ts';
import type { Database } from '@/server/db/client.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { testerDevices } from '@/server/db/schema/matching.ts';
import { personRecords } from '@/server/db/schema/reputation.ts';
import type { MinOsVersions, Platform } from '@/shared/contracts/platforms.ts';
import {
  EMPTY_BUILDER_RECORD,
  EMPTY_TESTER_RECORD,
  type TesterRecord,
} from '@/shared/contracts/reputation.ts';

/**
 * The listing runs on these platforms, written straight to its row (posting them is the listing
 * form's business), and announced so the listing cache drops its copy.
 */
export async function givePlatforms(
  app: App,
  db: Database,
  listingId: string,
  platforms: Platform[],
  minOsVersions: MinOsVersions = {},
): Promise<void> {
  await db.update(listings).set({ platforms, minOsVersions }).where(eq(listings.id, listingId));
  await app.bus.publish({ type: 'listing_changed', listingId, pages: true });
}

/** A device of the tester's, as their profile lists it; answers its id. */
export async function addDevice(
  db: Database,
  userId: string,
  platform: Platform,
  osVersion = '',
  model = '',
): Promise<string> {
  const [row] = await db
    .insert(testerDevices)
    .values({ userId, platform, osVersion, model })
    .returning({ id: testerDevices.id });
  return (row as { id: string }).id;
}

/** A tester record with the figures given, as the reputation feature would keep it. */
export async function giveTesterRecord(
  db: Database,
  userId: string,
  figures: Partial<Record<'betasHeld' | 'cyclesHeld' | 'checkIns' | 'rating', number>>,
): Promise<TesterRecord> {
  const tester: TesterRecord = { ...EMPTY_TESTER_RECORD };
  for (const [key, value] of Object.entries(figures))
    tester[key as keyof typeof figures] = { value, events: 5 };
  await db.insert(personRecords).values({ userId, tester, builder: EMPTY_BUILDER_RECORD });
  return tester;
}

/** The builder's median hours to a first answer, as their record would hold it. */
export async function giveBuilderAnswerHours(
  db: Database,
  userId: string,
  hours: number,
): Promise<void> {
  const builder = { ...EMPTY_BUILDER_RECORD, firstAnswerHours: { value: hours, events: 5 } };
  await db
    .insert(personRecords)
    .values({ userId, tester: EMPTY_TESTER_RECORD, builder })
    .onConflictDoUpdate({ target: personRecords.userId, set: { builder } });
}
