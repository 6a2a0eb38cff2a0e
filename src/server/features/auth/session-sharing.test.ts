import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { App } from '@/server/app.ts';
import { POLICY_VIOLATION, SERVICE_RESTART } from '@/server/plugins/realtime.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { buildTwoApps, caughtUp } from '@/tests/processes/two-processes.ts';

/**
 * Sessions are cached in each process. On PostgreSQL two apps share one database, as two
 * processes do in production, so a change made through one must reach the other's cache; on
 * PGlite there is one process, and both names below are the same app.
 */
let apps: Awaited<ReturnType<typeof buildTwoApps>>;
let first: App;
let second: App;

beforeAll(async () => {
  apps = await buildTwoApps();
  ({ first, second } = apps);
});

afterAll(() => apps.close());

const currentUser = (app: App, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

/** Events between processes arrive a moment later, through NOTIFY. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe('cached sessions', () => {
  let tester: SignedInUser;
  let admin: SignedInUser;
  beforeAll(async () => {
    tester = await signUpAs(first, 'Tester');
    admin = await signUpAs(first, 'Admin');
  });

  it('show a profile change on the very next request', async () => {
    const { cookie } = await signUpAs(first, 'Tester');
    expect((await currentUser(first, cookie)).json().businessName).toBeFalsy();
    const saved = await first.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { cookie },
      payload: { businessName: 'Renamed Labs', phone: '+1 555 0100' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await currentUser(first, cookie)).json().businessName).toBe('Renamed Labs');
  });

  it('refuse a session signed out in another process that had it cached', async () => {
    const { cookie } = await signUpAs(first, 'Tester');
    expect((await currentUser(second, cookie)).statusCode).toBe(200);
    const out = await first.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(302);
    expect(
      await eventually(async () => (await currentUser(second, cookie)).statusCode === 401),
    ).toBe(true);
  });

  it("apply an admin's role change to the user's next request in every process", async () => {
    expect((await currentUser(second, tester.cookie)).json().role).toBe('Tester');
    const changed = await first.inject({
      method: 'PATCH',
      url: `/api/admin/users/${tester.user.id}/role`,
      headers: { cookie: admin.cookie },
      payload: { role: 'Builder' },
    });
    expect(changed.statusCode).toBe(200);
    expect(
      await eventually(
        async () => (await currentUser(second, tester.cookie)).json().role === 'Builder',
      ),
    ).toBe(true);
    const refused = await second.inject({
      method: 'POST',
      url: '/api/interests',
      headers: { cookie: tester.cookie },
      payload: { softwareId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('close a socket whose session ends (1008) or whose user changes (account_changed, then 1012), in every process', async () => {
    const address = await second.listen({ port: 0, host: '127.0.0.1' });
    const changed = await signUpAs(first, 'Tester');
    const signedOut = await signUpAs(first, 'Tester');
    // Signing up changes the user (a session, the verified address, the profile): the sockets
    // below must not be closed for those changes.
    await caughtUp(first, second);
    const open = (cookie: string) =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(`${address.replace(/^http/, 'ws')}/ws`, {
          headers: { cookie, origin: address },
        });
        socket.once('open', () => resolve(socket)).once('error', reject);
      });
    const closeCode = (socket: WebSocket) =>
      new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    const leaving = await open(signedOut.cookie);
    const leavingClosed = closeCode(leaving);
    await first.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie: signedOut.cookie },
    });
    expect(await leavingClosed).toBe(POLICY_VIOLATION);

    const promoted = await open(changed.cookie);
    const promotedClosed = closeCode(promoted);
    const heard = new Promise<string>((resolve) =>
      promoted.once('message', (data) => resolve(data.toString())),
    );
    await first.inject({
      method: 'PATCH',
      url: `/api/admin/users/${changed.user.id}/role`,
      headers: { cookie: admin.cookie },
      payload: { role: 'Builder' },
    });
    expect(JSON.parse(await heard)).toEqual({ type: 'account_changed' });
    expect(await promotedClosed).toBe(SERVICE_RESTART);
  });
});
