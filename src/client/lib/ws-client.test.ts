import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, stubWebSocket } from '@/tests/client/fake-web-socket.ts';
import { createWsClient, reconnectDelay, socketUrl, type WsClient } from './ws-client.ts';

const USER_ID = '00000000-0000-4000-8000-000000000001';
let client: WsClient | undefined;

function connect(onConnect = vi.fn()) {
  client = createWsClient({ userId: USER_ID, onConnect, url: 'ws://test/ws' });
  return { client, onConnect };
}

/** Advances to just before the expected delay, checks nothing happened, then to the delay. */
function expectReconnectAfter(ms: number) {
  const count = FakeWebSocket.instances.length;
  vi.advanceTimersByTime(ms - 1);
  expect(FakeWebSocket.instances).toHaveLength(count);
  vi.advanceTimersByTime(1);
  expect(FakeWebSocket.instances).toHaveLength(count + 1);
}

beforeEach(() => {
  vi.useFakeTimers();
  stubWebSocket();
  // The top of the jitter range, so every delay is its full doubled value.
  vi.spyOn(Math, 'random').mockReturnValue(1);
});

afterEach(() => {
  client?.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('socketUrl', () => {
  it('is ws: on http and wss: on https, on the page origin', () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost:5000' })).toBe('ws://localhost:5000/ws');
    expect(socketUrl({ protocol: 'https:', host: 'beta.example' })).toBe('wss://beta.example/ws');
  });
});

describe('reconnectDelay', () => {
  it('doubles from 0.5 s to a 10 s cap, with up to half of it random', () => {
    const full = () => 1;
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => reconnectDelay(attempt, full))).toEqual([
      500, 1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(250);
    expect(reconnectDelay(5, () => 0)).toBe(5000);
  });
});

describe('createWsClient', () => {
  it('authenticates on open and reports the connection', () => {
    const { onConnect } = connect();
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://test/ws');
    expect(client?.isOpen()).toBe(false);

    socket.open();

    expect(socket.sent).toEqual([{ type: 'authenticate', userId: USER_ID }]);
    expect(onConnect).toHaveBeenCalledTimes(1);
    expect(client?.isOpen()).toBe(true);
  });

  it('reconnects with doubling delays up to the cap, and re-reads on every reconnect', () => {
    const { onConnect } = connect();
    FakeWebSocket.latest().open();

    for (const delay of [500, 1000, 2000, 4000, 8000, 10_000, 10_000]) {
      FakeWebSocket.latest().drop();
      expect(client?.isOpen()).toBe(false);
      expectReconnectAfter(delay);
    }
    expect(onConnect).toHaveBeenCalledTimes(1);

    FakeWebSocket.latest().open();
    expect(onConnect).toHaveBeenCalledTimes(2);
    expect(FakeWebSocket.latest().sent).toEqual([{ type: 'authenticate', userId: USER_ID }]);

    // A connection that opened starts the backoff again from the first delay.
    FakeWebSocket.latest().drop();
    expectReconnectAfter(500);
  });

  it('delivers parsed frames to subscribers until they unsubscribe', () => {
    connect();
    const listener = vi.fn();
    const unsubscribe = client?.subscribe(listener);
    const socket = FakeWebSocket.latest();
    socket.open();

    socket.receive({ type: 'error', message: 'Malformed frame' });
    socket.onmessage?.({ data: 'not json' });
    unsubscribe?.();
    socket.receive({ type: 'error', message: 'ignored' });

    expect(listener.mock.calls).toEqual([[{ type: 'error', message: 'Malformed frame' }]]);
  });

  it('sends frames only while open', () => {
    connect();
    const frame = { type: 'authenticate', userId: USER_ID } as const;
    expect(() => client?.send(frame)).toThrow('not open');

    FakeWebSocket.latest().open();
    client?.send(frame);
    expect(FakeWebSocket.latest().sent).toHaveLength(2);
  });

  it('closes for good on close(): no reconnect follows', () => {
    connect();
    const socket = FakeWebSocket.latest();
    socket.open();

    client?.close();
    vi.advanceTimersByTime(60_000);

    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(client?.isOpen()).toBe(false);
  });

  it('stops a pending reconnect when closed while waiting', () => {
    connect();
    FakeWebSocket.latest().drop();
    client?.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
