import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { signUpAs } from '@/tests/factories/people.ts';
import { openSocket } from '@/tests/realtime/socket-client.ts';

/*
 * Short timeouts so the test runs in seconds; every bound asserted below leaves a margin of
 * seconds on top, for a busy machine. Node's own defaults would keep these sockets for minutes.
 */
const HEADERS_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 2000;
const KEEP_ALIVE_TIMEOUT_MS = 500;
const MARGIN_MS = 2500;
const TRICKLE_MS = 100;

interface RawClient {
  socket: Socket;
  /** Everything the server has written so far. */
  received(): string;
  /** Milliseconds from connecting until the server closed the socket; null if it stayed open. */
  closedWithin(ms: number): Promise<number | null>;
}

/** A bare TCP client: the tests control each byte of the request, as a slowloris tool does. */
function rawClient(port: number): Promise<RawClient> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const openedAt = Date.now();
    let text = '';
    let closedAt: number | undefined;
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    // A refused connection may end in a reset; its closing is what the tests watch.
    socket.on('error', () => {});
    socket.on('close', () => {
      closedAt = Date.now();
    });
    socket.once('connect', () =>
      resolve({
        socket,
        received: () => text,
        closedWithin: (ms) =>
          new Promise((settle) => {
            if (closedAt !== undefined) return settle(closedAt - openedAt);
            const timer = setTimeout(() => settle(null), ms);
            socket.once('close', () => {
              clearTimeout(timer);
              settle(Date.now() - openedAt);
            });
          }),
      }),
    );
    socket.once('error', reject);
  });
}

/** Writes `text` one byte every TRICKLE_MS until the socket closes (or the text runs out). */
function trickle(client: RawClient, text: string) {
  let sent = 0;
  const timer = setInterval(() => {
    if (client.socket.destroyed || sent >= text.length) return clearInterval(timer);
    client.socket.write(text[sent++] as string);
  }, TRICKLE_MS);
  client.socket.once('close', () => clearInterval(timer));
}

/** One request on its own keep-alive connection; resolves with what came back. */
async function requestOn(client: RawClient, path: string): Promise<string> {
  const before = client.received().length;
  client.socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  await expect.poll(() => client.received().length > before, { timeout: 5_000 }).toBe(true);
  return client.received().slice(before);
}

/** A normal request on a fresh connection, as a browser tab's would be; with its latency. */
function timedGet(url: string): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: Date.now() - started }),
      );
    }).on('error', reject);
  });
}

const portOf = (t: TestApp) => (t.app.server.address() as { port: number }).port;

describe('with short header, request and keep-alive timeouts', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp({
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HTTP_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
    });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('answers 408 to slow headers and slow bodies and closes them, while others are served at once', async () => {
    const port = portOf(t);
    const slowHeaders = await Promise.all(Array.from({ length: 40 }, () => rawClient(port)));
    for (const client of slowHeaders) {
      client.socket.write('GET /api/listings HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      trickle(client, `X-Slow: ${'a'.repeat(1000)}\r\n\r\n`);
    }
    const slowBodies = await Promise.all(Array.from({ length: 20 }, () => rawClient(port)));
    for (const client of slowBodies) {
      client.socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          'Content-Type: application/json\r\nContent-Length: 10000\r\n\r\n',
      );
      trickle(client, `{"email":"${'a'.repeat(9000)}`);
    }

    // Meanwhile normal visitors keep coming, each on a connection of its own.
    const answers: { status: number; ms: number }[] = [];
    let visiting = true;
    const visitors = (async () => {
      while (visiting) {
        answers.push(await timedGet(`${url}/healthz`), await timedGet(`${url}/readyz`));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    const headerClosings = await Promise.all(
      slowHeaders.map((client) => client.closedWithin(HEADERS_TIMEOUT_MS + MARGIN_MS)),
    );
    const bodyClosings = await Promise.all(
      slowBodies.map((client) => client.closedWithin(REQUEST_TIMEOUT_MS + MARGIN_MS)),
    );
    visiting = false;
    await visitors;

    for (const ms of headerClosings) expect(ms).not.toBeNull();
    for (const ms of bodyClosings) expect(ms).not.toBeNull();
    // Each was answered 408 first: the timeout closed it, not an error or the connection cap.
    for (const client of [...slowHeaders, ...slowBodies]) {
      expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    }
    expect(answers.length).toBeGreaterThan(4);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(HEADERS_TIMEOUT_MS);
    }
  });

  it('closes an idle kept-alive connection after the keep-alive timeout', async () => {
    const client = await rawClient(portOf(t));
    expect(await requestOn(client, '/healthz')).toMatch(/^HTTP\/1\.1 200 /);
    // Node adds a second of grace to the timeout it advertises to the client.
    expect(await client.closedWithin(KEEP_ALIVE_TIMEOUT_MS + 1000 + MARGIN_MS)).not.toBeNull();
  });

  it('keeps an open WebSocket well past the request and keep-alive timeouts', async () => {
    const { user, cookie } = await signUpAs(t.app, 'Tester');
    const socket = await openSocket(url, cookie);
    let closed = false;
    socket.socket.once('close', () => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS * 2));
    expect(closed).toBe(false);
    socket.send({ type: 'authenticate', userId: user.id });
    expect(await socket.next()).toEqual({ type: 'authenticated', userId: user.id });
    await socket.close();
  });
});

describe('with a connection cap', () => {
  const CAP = 5;
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      HTTP_MAX_CONNECTIONS: String(CAP),
      // Long enough that the connections held below stay open for the whole test.
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '60000',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('closes connections beyond it at once, while the open ones keep working', async () => {
    const port = portOf(t);
    const held = await Promise.all(Array.from({ length: CAP }, () => rawClient(port)));
    for (const client of held) {
      expect(await requestOn(client, '/healthz')).toMatch(/^HTTP\/1\.1 200 /);
    }

    const refused = await rawClient(port);
    refused.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await refused.closedWithin(MARGIN_MS)).not.toBeNull();
    expect(refused.received()).toBe('');

    for (const client of held) {
      expect(await requestOn(client, '/readyz')).toMatch(/^HTTP\/1\.1 200 /);
    }

    // Once one leaves, a newcomer gets its place.
    held[0]?.socket.end();
    await expect
      .poll(async () => {
        const newcomer = await rawClient(port);
        newcomer.socket.write(
          'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
        );
        await newcomer.closedWithin(MARGIN_MS);
        return newcomer.received();
      })
      .toMatch(/^HTTP\/1\.1 200 /);
    for (const client of held) client.socket.destroy();
  });
});
