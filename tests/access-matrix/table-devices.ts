import { testerDevices } from '@/server/db/schema/matching.ts';
import { everyone, type RouteRow, SIGNED_IN_ONLY } from './expectations.ts';
import { idOf, t } from './fixtures.ts';

/** A new device of the tester's for each cell, so one cell's removal leaves the next its own. */
async function testersDevice(): Promise<string> {
  const [device] = await t.db
    .insert(testerDevices)
    .values({ userId: idOf('tester'), platform: 'Android', osVersion: '14', model: 'Pixel 8' })
    .returning({ id: testerDevices.id });
  if (!device) throw new Error('no device inserted');
  return device.id;
}

/** Everyone signed in keeps devices of their own (a builder tests too); no one else's. */
export const DEVICE_ROUTES: RouteRow[] = [
  { route: 'GET /api/me/devices', expect: SIGNED_IN_ONLY },
  {
    route: 'POST /api/me/devices',
    why: 'every role may list the devices it tests on',
    expect: { ...everyone(201), anon: 401 },
    request: () => ({ payload: { platform: 'iOS', osVersion: '17.4', model: 'iPhone 15' } }),
  },
  {
    route: 'DELETE /api/me/devices/:id',
    why: 'the device is the tester’s: only they remove it; to anyone else it does not exist',
    expect: { anon: 401, tester: 204, owner: 404, other: 404, admin: 404 },
    request: async () => ({ params: { id: await testersDevice() } }),
  },
];
