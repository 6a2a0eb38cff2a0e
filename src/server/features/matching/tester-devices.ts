import { asc, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { testerDevices } from '@/server/db/schema/matching.ts';
import type { Device } from '@/shared/contracts/devices.ts';

/** The testers' devices as the contract shows them, by tester, oldest first. */
export async function devicesOf(
  db: Database,
  testerIds: readonly string[],
): Promise<Map<string, Device[]>> {
  const byTester = new Map<string, Device[]>();
  if (testerIds.length === 0) return byTester;
  const rows = await db
    .select()
    .from(testerDevices)
    .where(inArray(testerDevices.userId, [...testerIds]))
    .orderBy(asc(testerDevices.createdAt), asc(testerDevices.id));
  for (const { userId, platform, osVersion, model, id, createdAt } of rows) {
    const devices = byTester.get(userId) ?? [];
    devices.push({ id, platform, osVersion, model, createdAt: createdAt.toISOString() });
    byTester.set(userId, devices);
  }
  return byTester;
}
