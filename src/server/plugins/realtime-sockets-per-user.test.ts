import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { signUpAs } from '@/tests/factories/people.ts';
import { openSocket, type TestSocket } from '@/tests/realtime/socket-client.ts';
import { SOCKETS_PER_USER, TOO_MANY_SOCKETS_MESSAGE } from './realtime.ts';

// The default heartbeat: a short one could drop a slow socket and free a place mid-test.
let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await buildTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const waitFor = async (condition: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return condition();
};

describe('sockets per user', () => {
  it('refuses one past the share, lets another user in, and takes one again once one closes', async () => {
    const owner = await signUpAs(t.app, 'Tester');
    const open: TestSocket[] = [];
    for (let n = 0; n < SOCKETS_PER_USER; n++) open.push(await openSocket(url, owner.cookie));
    await expect(openSocket(url, owner.cookie)).rejects.toThrow('upgrade refused: 429');

    const other = await signUpAs(t.app, 'Tester');
    const theirs = await openSocket(url, other.cookie);

    await open.pop()?.close();
    expect(await waitFor(() => t.app.realtime.hasRoomFor(owner.user.id), 5_000)).toBe(true);
    open.push(await openSocket(url, owner.cookie));
    await Promise.all([...open, theirs].map((socket) => socket.close()));
  });

  it('holds the share when the upgrades all come at once', async () => {
    const owner = await signUpAs(t.app, 'Tester');
    const extra = 10;
    const closes: { code: number; reason: string }[] = [];
    const outcomes = await Promise.allSettled(
      Array.from({ length: SOCKETS_PER_USER + extra }, () =>
        openSocket(url, owner.cookie).then((socket) => {
          socket.socket.once('close', (code, reason) => {
            closes.push({ code, reason: reason.toString() });
          });
          return socket;
        }),
      ),
    );
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    // An upgrade that slipped past the check is closed as soon as it opens, saying why.
    expect(await waitFor(() => refused.length + closes.length === extra, 5_000)).toBe(true);
    for (const outcome of refused) expect(String(outcome.reason)).toMatch('upgrade refused: 429');
    for (const close of closes) {
      expect(close).toEqual({ code: 1008, reason: TOO_MANY_SOCKETS_MESSAGE });
    }
    const opened = outcomes.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? [outcome.value] : [],
    );
    const stillOpen = opened.filter((socket) => socket.socket.readyState === socket.socket.OPEN);
    expect(stillOpen).toHaveLength(SOCKETS_PER_USER);
    await Promise.all(opened.map((socket) => socket.close()));
  });

  it('closes with 1008 a socket whose upgrade was checked before the share filled', async () => {
    const owner = await signUpAs(t.app, 'Tester');
    const open: TestSocket[] = [];
    for (let n = 0; n < SOCKETS_PER_USER; n++) open.push(await openSocket(url, owner.cookie));
    // As when parallel upgrades all pass the check before any of them is counted.
    const check = vi.spyOn(t.app.realtime, 'hasRoomFor').mockReturnValueOnce(true);
    const late = await openSocket(url, owner.cookie);
    const [code, reason] = await new Promise<[number, Buffer]>((resolve) =>
      late.socket.once('close', (...closed) => resolve(closed)),
    );
    expect({ code, reason: reason.toString() }).toEqual({
      code: 1008,
      reason: TOO_MANY_SOCKETS_MESSAGE,
    });
    expect(open.every((socket) => socket.socket.readyState === socket.socket.OPEN)).toBe(true);
    check.mockRestore();
    await Promise.all(open.map((socket) => socket.close()));
  });
});
