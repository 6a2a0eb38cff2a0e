import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICES_MAX, TOO_MANY_DEVICES_MESSAGE } from '@/shared/contracts/devices.ts';
import { OS_VERSION_MESSAGE } from '@/shared/contracts/platforms.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { signUpAs } from '@/tests/factories/people.ts';
import { quickPeople } from '@/tests/factories/quick-people.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DEVICES = '/api/me/devices';
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function person() {
  const [someone] = await quickPeople(t.app, t.db, 'Tester', 1);
  if (!someone) throw new Error('no person made');
  return someone;
}

describe('a person’s devices', () => {
  it('lets every signed-in role add devices, list them oldest first and remove one', async () => {
    for (const role of ['Tester', 'Builder', 'Admin'] as const) {
      const { cookie } = await signUpAs(t.app, role);
      const pixel = await call('POST', DEVICES, cookie, {
        platform: 'Android',
        osVersion: ' 14 ',
        model: 'Pixel 8',
      });
      expect(pixel.statusCode).toBe(201);
      expect(pixel.json()).toEqual({
        id: expect.any(String),
        platform: 'Android',
        osVersion: '14',
        model: 'Pixel 8',
        createdAt: expect.any(String),
      });
      const mac = await call('POST', DEVICES, cookie, { platform: 'macOS' });
      expect(mac.statusCode).toBe(201);
      expect(mac.json()).toMatchObject({ platform: 'macOS', osVersion: '', model: '' });

      const listed = await call('GET', DEVICES, cookie);
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual([pixel.json(), mac.json()]);

      expect((await call('DELETE', `${DEVICES}/${pixel.json().id}`, cookie)).statusCode).toBe(204);
      expect((await call('GET', DEVICES, cookie)).json()).toEqual([mac.json()]);
    }
  });

  it(`stops at ${DEVICES_MAX} devices with a 409, and makes room again after a removal`, async () => {
    const { cookie } = await person();
    const added = await Promise.all(
      Array.from({ length: DEVICES_MAX }, (_, index) =>
        call('POST', DEVICES, cookie, { platform: 'Web', model: `Browser ${index + 1}` }),
      ),
    );
    expect(added.map((response) => response.statusCode)).toEqual(added.map(() => 201));
    const over = await call('POST', DEVICES, cookie, { platform: 'Web' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'too_many_devices',
      message: TOO_MANY_DEVICES_MESSAGE,
    });

    await call('DELETE', `${DEVICES}/${added[0]?.json().id}`, cookie);
    expect((await call('POST', DEVICES, cookie, { platform: 'Web' })).statusCode).toBe(201);
    expect((await call('GET', DEVICES, cookie)).json()).toHaveLength(DEVICES_MAX);
  });

  it('holds the limit when adds arrive at once', async () => {
    const { cookie } = await person();
    const statuses = (
      await Promise.all(
        Array.from({ length: DEVICES_MAX + 5 }, () =>
          call('POST', DEVICES, cookie, { platform: 'iOS' }),
        ),
      )
    ).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(DEVICES_MAX);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
  });

  it('refuses a version that is not numbers with dots, an unknown platform and a long model', async () => {
    const { cookie } = await person();
    const version = await call('POST', DEVICES, cookie, { platform: 'iOS', osVersion: '17 beta' });
    expect(version.statusCode).toBe(400);
    expect(version.json().errors).toEqual({ osVersion: OS_VERSION_MESSAGE });
    const platform = await call('POST', DEVICES, cookie, { platform: 'Symbian' });
    expect(platform.statusCode).toBe(400);
    expect(platform.json().errors).toHaveProperty('platform');
    const model = await call('POST', DEVICES, cookie, { platform: 'iOS', model: 'x'.repeat(81) });
    expect(model.statusCode).toBe(400);
    expect((await call('GET', DEVICES, cookie)).json()).toEqual([]);
  });

  it('answers 404 for someone else’s device or an unknown one, and leaves theirs alone', async () => {
    const [owner, stranger] = await Promise.all([person(), person()]);
    const device = await call('POST', DEVICES, owner.cookie, { platform: 'Linux' });
    const id: string = device.json().id;
    const theirs = await call('DELETE', `${DEVICES}/${id}`, stranger.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'device_not_found', message: 'Device not found' });
    const unknown = await call('DELETE', `${DEVICES}/${crypto.randomUUID()}`, owner.cookie);
    expect(unknown.json().code).toBe('device_not_found');
    expect((await call('GET', DEVICES, stranger.cookie)).json()).toEqual([]);
    expect((await call('GET', DEVICES, owner.cookie)).json()).toEqual([device.json()]);
    // Removed once, it is gone: a second removal finds nothing.
    expect((await call('DELETE', `${DEVICES}/${id}`, owner.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `${DEVICES}/${id}`, owner.cookie)).statusCode).toBe(404);
  });

  it('refuses the signed-out (401) on every route', async () => {
    const { cookie } = await person();
    const id: string = (await call('POST', DEVICES, cookie, { platform: 'Web' })).json().id;
    expect((await call('GET', DEVICES)).statusCode).toBe(401);
    expect((await call('POST', DEVICES, undefined, { platform: 'Web' })).statusCode).toBe(401);
    expect((await call('DELETE', `${DEVICES}/${id}`)).statusCode).toBe(401);
    expect((await call('GET', DEVICES, cookie)).json()).toHaveLength(1);
  });

  it('carries the devices in the account export, and only the person’s own', async () => {
    const [owner, stranger] = await Promise.all([person(), person()]);
    const device = await call('POST', DEVICES, owner.cookie, {
      platform: 'iPadOS',
      osVersion: '17.4',
      model: 'iPad Air',
    });
    await call('POST', DEVICES, stranger.cookie, { platform: 'Windows' });
    const exported = await call('GET', '/api/auth/user/export', owner.cookie);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().devices).toEqual([device.json()]);
  });

  it('documents the three routes in the OpenAPI description', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(paths[DEVICES])).toEqual(['get', 'post']);
    expect(Object.keys(paths[DEVICES].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '409']),
    );
    expect(Object.keys(paths[`${DEVICES}/{id}`].delete.responses)).toEqual(
      expect.arrayContaining(['204', '401', '404']),
    );
  });
});
