import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { signUpAs } from '@/tests/factories/people.ts';
import { openSocket } from '@/tests/realtime/socket-client.ts';

let t: TestApp;
const logLines: Record<string, unknown>[] = [];
let port: number;
let url: string;
beforeAll(async () => {
  t = await buildTestApp({}, undefined, { logLines });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Starts a JSON body of `declared` bytes, sends a few, and hangs up. */
function hangUpMidBody(declared: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        [
          'POST /api/auth/login HTTP/1.1',
          `Host: 127.0.0.1:${port}`,
          'Content-Type: application/json',
          `Content-Length: ${declared}`,
          '',
          '{"email":"a',
        ].join('\r\n'),
      );
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 100);
    });
    socket.on('error', reject);
  });
}

describe('a client that hangs up in the middle of its body', () => {
  it('is not logged as a database outage, nor as a server error', async () => {
    for (let i = 0; i < 5; i++) await hangUpMidBody(10_000);
    await expect
      .poll(() =>
        logLines.filter((line) => line.msg === 'client closed the connection mid-request'),
      )
      .toHaveLength(5);
    expect(logLines.filter((line) => line.msg === 'database unavailable')).toEqual([]);
    expect(logLines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });
});

describe('a socket frame over the size limit', () => {
  it('closes the socket with 1009 and is a warning, not a server error', async () => {
    const { cookie } = await signUpAs(t.app, 'Tester');
    const socket = await openSocket(url, cookie);
    const closed = new Promise<number>((resolve) => socket.socket.once('close', resolve));
    socket.socket.send('x'.repeat(65 * 1024));
    expect(await closed).toBe(1009);
    await expect
      .poll(() => logLines.filter((line) => line.msg === 'socket frame over the size limit'))
      .toHaveLength(1);
    expect(logLines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });
});
