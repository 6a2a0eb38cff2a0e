import { beforeAll, describe, expect, it } from 'vitest';
import type { ServerFrame } from '@/shared/contracts/chat.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import { cycleDayCalls } from '@/tests/factories/cycle-days.ts';
import { type CycleCaller, setUpCycleFixtures } from '@/tests/factories/cycles.ts';
import { openSocket, type TestSocket } from '@/tests/realtime/socket-client.ts';

/* The cycle's open pages hear of each change: its builder's and those of the listing's testers. */

const fixtures = setUpCycleFixtures();
const { fx, beta, call, startCycle, todayUtc } = fixtures;
const { optIn, checkIn, leave } = cycleDayCalls(fixtures);
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await fx.t.app.listen({ port: 0, host: '127.0.0.1' });
});

const TOLD: CycleCaller[] = ['builder', 'accepted', 'accepted2', 'interested', 'declined'];
const NOT_TOLD: CycleCaller[] = ['otherBuilder', 'admin', 'outsider'];

describe('cycle_changed over the socket', () => {
  it('reaches the builder and every tester with a signup after each change, and no one else', async () => {
    const listing = await beta('Live Cycle Harbor');
    const cycle = await startCycle(listing);
    const sockets = Object.fromEntries(
      await Promise.all(
        [...TOLD, ...NOT_TOLD].map(
          async (caller) =>
            [caller, await openSocket(baseUrl, fx.cookies[caller] as string)] as const,
        ),
      ),
    ) as Record<CycleCaller, TestSocket>;
    const frame: ServerFrame = { type: 'cycle_changed', cycleId: cycle.id, softwareId: listing.id };
    const isFrame = (seen: ServerFrame) => seen.type === 'cycle_changed';
    const hear = (callers: CycleCaller[]) =>
      Promise.all(
        callers.map(async (caller) => expect(await sockets[caller].next(isFrame)).toEqual(frame)),
      );
    try {
      await optIn(cycle.id, 'accepted');
      await hear(TOLD);
      await checkIn(cycle.id, 'accepted', { date: todayUtc() });
      await hear(TOLD);
      await call('PATCH', cyclePaths.one(cycle.id), 'builder', { headroom: 5 });
      await hear(TOLD);
      await optIn(cycle.id, 'accepted2');
      await hear(TOLD);
      // Leaving ends the period: the stamp is told to those still on the listing.
      await leave(listing.id, 'accepted2');
      await hear(TOLD.filter((caller) => caller !== 'accepted2'));
      await Promise.all(
        [...NOT_TOLD, 'accepted2' as const].map((caller) =>
          expect(sockets[caller].next(isFrame)).rejects.toThrow(),
        ),
      );
    } finally {
      await Promise.all(Object.values(sockets).map((socket) => socket.close()));
    }
  }, 30_000);
});
