import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { openSocket } from '@/tests/realtime/socket-client.ts';

const HEARTBEAT_MS = 100;
let t: TestApp;
let url: string;
let user: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp({}, undefined, { heartbeatMs: HEARTBEAT_MS });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  user = await signUpAs(t.app, 'Tester');
});
afterAll(() => t.close());

const waitFor = async (condition: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return condition();
};

describe('socket heartbeats', () => {
  it('keep a socket that answers pings', async () => {
    const socket = await openSocket(url, user.cookie);
    await new Promise((r) => setTimeout(r, HEARTBEAT_MS * 4));
    expect(t.app.realtime.hasSockets([user.user.id])).toBe(true);
    await socket.close();
  });

  it('drop a socket whose peer stopped answering, without it saying goodbye', async () => {
    const socket = await openSocket(url, user.cookie);
    expect(t.app.realtime.hasSockets([user.user.id])).toBe(true);
    // A frozen peer: the connection stays open but nothing is read, so no pong comes back.
    (socket.socket as unknown as { _socket: Socket })._socket.pause();
    expect(await waitFor(() => !t.app.realtime.hasSockets([user.user.id]), HEARTBEAT_MS * 10)).toBe(
      true,
    );
    socket.socket.terminate();
  });
});
