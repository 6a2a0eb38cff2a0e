import { and, asc, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { testerDevices } from '@/server/db/schema/matching.ts';
import type { Device } from '@/shared/contracts/devices.ts';
import { fittingDevices, type PlatformNeeds } from '@/shared/contracts/platforms.ts';

export type DeviceRow = typeof testerDevices.$inferSelect;

export const toDevice = ({ id, platform, osVersion, model, createdAt }: DeviceRow): Device => ({
  id,
  platform,
  osVersion,
  model,
  createdAt: createdAt.toISOString(),
});

/** Each person's devices, oldest first; a person with none is absent from the map. */
function byUser(rows: DeviceRow[]): Map<string, Device[]> {
  const devices = new Map<string, Device[]>();
  for (const row of rows) {
    const list = devices.get(row.userId) ?? [];
    list.push(toDevice(row));
    devices.set(row.userId, list);
  }
  return devices;
}

/** The devices of these people, in one query: person id → their devices, oldest first. */
export async function devicesOf(db: Database, userIds: string[]): Promise<Map<string, Device[]>> {
  if (userIds.length === 0) return new Map();
  return byUser(
    await db
      .select()
      .from(testerDevices)
      .where(inArray(testerDevices.userId, userIds))
      .orderBy(asc(testerDevices.createdAt), asc(testerDevices.id)),
  );
}

/**
 * The devices of these testers that a listing with these needs runs on, in one query: tester id →
 * fitting devices, oldest first; a tester with none is absent. The platforms narrow the read (by
 * the platform index); the shared `fittingDevices` decides the minimum versions, as the client does.
 */
export async function matchingDevicesOf(
  db: Database,
  needs: PlatformNeeds,
  testerIds: string[],
): Promise<Map<string, Device[]>> {
  if (testerIds.length === 0 || needs.platforms.length === 0) return new Map();
  const rows = await db
    .select()
    .from(testerDevices)
    .where(
      and(
        inArray(testerDevices.platform, [...needs.platforms]),
        inArray(testerDevices.userId, testerIds),
      ),
    )
    .orderBy(asc(testerDevices.createdAt), asc(testerDevices.id));
  return byUser(fittingDevices(needs, rows));
}
