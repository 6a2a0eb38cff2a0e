import { connect, type Socket } from 'node:net';
import { setImmediate } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFailures } from '@/server/db/schema/accounts.ts';
import { healthPaths } from '@/shared/contracts/health.ts';
import { listingPaths } from '@/shared/contracts/listing-paths.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { BUSY_MESSAGE } from './hashing-gate.ts';
import { HASHING_LIMITS } from './password-hashing.ts';

let t: TestApp;
let failuresWritten = 0;
beforeAll(async () => {
  t = await buildTestApp({}, (query) => {
    if (query.startsWith('insert into "sign_in_failures"')) failuresWritten++;
  });
});
afterAll(() => t.close());

/** Well past what the gate admits at once, from as many addresses, as a botnet would send. */
const CROWD = HASHING_LIMITS.inFlight + HASHING_LIMITS.queued + 50;

const signInFrom = (n: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: `10.39.${n >> 8}.${n & 255}`,
    payload: { email: `crowd-${n}@example.test`, password: 'a guess' },
  });

describe('a crowd of sign-ins', () => {
  it('refuses what the password checks cannot take with 503, while other requests still answer', async () => {
    let crowdSettled = false;
    const crowd = Promise.all(Array.from({ length: CROWD }, (_, n) => signInFrom(n))).finally(
      () => {
        crowdSettled = true;
      },
    );
    const [live, listings] = await Promise.all([
      t.app.inject({ method: 'GET', url: healthPaths.live }),
      t.app.inject({ method: 'GET', url: listingPaths.list }),
    ]);
    expect(crowdSettled).toBe(false);
    expect(live.statusCode).toBe(200);
    expect(listings.statusCode).toBe(200);

    const answers = await crowd;
    const busy = answers.filter((answer) => answer.statusCode === 503);
    const checked = answers.filter((answer) => answer.statusCode === 401);
    expect(busy.length + checked.length).toBe(CROWD);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]?.json()).toEqual({ code: 'service_busy', message: BUSY_MESSAGE });
    expect(busy[0]?.headers['retry-after']).toBe(String(HASHING_LIMITS.retryAfterSeconds));
    // Being turned away is not a wrong guess, and costs the database nothing.
    expect(await t.db.select().from(signInFailures)).toHaveLength(checked.length);
    expect(failuresWritten).toBe(checked.length);
    // Once the crowd has its answers, sign-in takes attempts again.
    expect((await signInFrom(CROWD)).statusCode).toBe(401);
  });

  it('holds no place for a sign-in whose body has not arrived', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(url).port);
    // More sign-ins whose bodies are still on their way than may be underway at once, all from
    // one address, within its limit of a minute.
    const held = HASHING_LIMITS.inFlight + HASHING_LIMITS.queued + 1;
    let arrived = 0;
    const allArrived = new Promise<void>((resolve) => {
      t.app.server.on('request', () => {
        if (++arrived === held) resolve();
      });
    });
    const slow = await Promise.all(
      Array.from(
        { length: held },
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect(port, '127.0.0.1', () => resolve(socket));
          }),
      ),
    );
    for (const socket of slow) {
      socket.on('error', () => {});
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 200\r\n\r\n{"email":',
      );
    }
    try {
      await allArrived;
      await setImmediate();
      const meanwhile = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'meanwhile@example.test', password: 'a guess' }),
      });
      expect(meanwhile.status).toBe(401);
    } finally {
      for (const socket of slow) socket.destroy();
    }
  });
});
