import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { App } from '@/server/app.ts';
import { users } from '@/server/db/schema/users.ts';
import { POLICY_VIOLATION } from '@/server/plugins/realtime.ts';
import { signUpAs } from '@/tests/factories/people.ts';
import { buildTwoApps, caughtUp } from '@/tests/processes/two-processes.ts';
import { suspendPerson } from './suspension.service.ts';

/**
 * On PostgreSQL two apps share one database, as two server processes do: a suspension made
 * through one closes the person's sockets on both at once. On PGlite there is one process, and
 * both names are the same app.
 */
let apps: Awaited<ReturnType<typeof buildTwoApps>>;
let first: App;
let second: App;
const addresses: string[] = [];

beforeAll(async () => {
  apps = await buildTwoApps();
  ({ first, second } = apps);
  addresses.push(await first.listen({ port: 0, host: '127.0.0.1' }));
  addresses.push(
    second === first ? (addresses[0] ?? '') : await second.listen({ port: 0, host: '127.0.0.1' }),
  );
});

afterAll(() => apps.close());

function openSocket(address: string, cookie: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${address.replace(/^http/, 'ws')}/ws`, {
      headers: { cookie, origin: address },
    });
    socket.once('open', () => resolve(socket)).once('error', reject);
  });
}

const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

describe("a suspended person's sockets", () => {
  it('close at once in every process, and their cookie is refused by both', async () => {
    const admin = await signUpAs(first, 'Admin');
    const person = await signUpAs(first, 'Tester');
    // Signing up changes the user: the sockets below must not be closed by those changes.
    await caughtUp(first, second);
    const [onFirst, onSecond] = await Promise.all(
      addresses.map((address) => openSocket(address, person.cookie)),
    );
    if (!onFirst || !onSecond) throw new Error('sockets did not open');
    const bothClosed = Promise.all([closed(onFirst), closed(onSecond)]);

    const [adminRow] = await first.db.select().from(users).where(eq(users.id, admin.user.id));
    if (!adminRow) throw new Error('no admin row');
    await suspendPerson(
      first.services,
      adminRow,
      person.user.id,
      { reason: 'Harassment', days: 7 },
      { publicUrl: 'https://harbor.example' },
    );

    // Closed as a sign-out closes them (the session ended), not asked to reconnect.
    expect(await bothClosed).toEqual([POLICY_VIOLATION, POLICY_VIOLATION]);
    for (const app of [first, second]) {
      const answer = await app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { cookie: person.cookie },
      });
      expect(answer.statusCode).toBe(401);
    }
    await expect(openSocket(addresses[1] ?? '', person.cookie)).rejects.toThrow();
  });
});
