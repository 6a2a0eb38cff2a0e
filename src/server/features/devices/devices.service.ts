import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { testerDevices } from '@/server/db/schema/matching.ts';
import { users } from '@/server/db/schema/users.ts';
import { conflict, notFound } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import {
  type CreateDeviceBody,
  DEVICES_MAX,
  type Device,
  TOO_MANY_DEVICES_MESSAGE,
} from '@/shared/contracts/devices.ts';
import { toDevice } from './device-fit.ts';

// Nothing caches a person's devices (matching reads them when asked), so no change is announced.

/** The person's devices, oldest first: the order they added them in. */
export async function listMyDevices(db: Database, userId: string): Promise<Device[]> {
  const rows = await db
    .select()
    .from(testerDevices)
    .where(eq(testerDevices.userId, userId))
    .orderBy(asc(testerDevices.createdAt), asc(testerDevices.id));
  return rows.map(toDevice);
}

/** Adds a device, up to DEVICES_MAX a person; beyond that 409. */
export async function addDevice(
  { db }: ServiceContext,
  userId: string,
  body: CreateDeviceBody,
): Promise<Device> {
  const row = await db.transaction(async (tx) => {
    // Two adds at once must not both see room for one more: the person's row queues them.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [held] = await tx
      .select({ devices: count() })
      .from(testerDevices)
      .where(eq(testerDevices.userId, userId));
    if ((held?.devices ?? 0) >= DEVICES_MAX) {
      throw conflict('too_many_devices', TOO_MANY_DEVICES_MESSAGE);
    }
    const [inserted] = await tx
      .insert(testerDevices)
      .values({ userId, ...body })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('the device insert returned no row');
  return toDevice(row);
}

/** Removes one of the person's own devices; anyone else's is as unknown as a missing one. */
export async function removeDevice(
  { db }: ServiceContext,
  userId: string,
  deviceId: string,
): Promise<void> {
  const removed = await db
    .delete(testerDevices)
    .where(and(eq(testerDevices.id, deviceId), eq(testerDevices.userId, userId)))
    .returning({ id: testerDevices.id });
  if (removed.length === 0) throw notFound('device_not_found', 'Device not found');
}
