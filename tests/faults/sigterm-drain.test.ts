import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SERVICE_RESTART } from '@/server/plugins/realtime.ts';
import { api, postListingOver, signUpOver } from '../app/http-client.ts';
import { type ServerProcess, startServerProcess } from '../processes/server-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bh-faults-term-'));
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('on SIGTERM finishes the request in flight, closes sockets with 1012 and exits 0', async () => {
  server = await startServerProcess({
    DATA_DIR: dataDir,
    SESSION_SECRET: 'faults-secret-that-is-long-enough-to-sign',
  });
  const base = server.url;
  const builder = await signUpOver(base, 'Builder');
  const tester = await signUpOver(base, 'Tester');
  const listing = await postListingOver(base, builder, 'Drained');

  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, {
    headers: { cookie: tester.cookie, origin: base },
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

  // A save whose body is still arriving when the signal comes: it is in flight.
  const body = JSON.stringify({ softwareId: listing.id });
  const inFlight = request(`${base}/api/saved`, {
    method: 'POST',
    headers: {
      cookie: tester.cookie,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    },
  });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    inFlight.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    inFlight.on('error', reject);
  });
  inFlight.write(body.slice(0, 10));
  await new Promise((resolve) => setTimeout(resolve, 200));

  process.kill(server.pid, 'SIGTERM');
  expect(await closed).toBe(SERVICE_RESTART);
  await new Promise((resolve) => setTimeout(resolve, 300));
  inFlight.end(body.slice(10));

  const response = await answered;
  expect(response.status, response.text).toBeLessThan(300);
  expect(await server.exited).toBe(0);

  // The save was kept: a new process on the same data directory lists it.
  server = await startServerProcess({
    DATA_DIR: dataDir,
    SESSION_SECRET: 'faults-secret-that-is-long-enough-to-sign',
  });
  const { body: saved } = await api(server.url, '/api/saved', { cookie: tester.cookie });
  expect(saved.map((item: { softwareId: string }) => item.softwareId)).toEqual([listing.id]);
});
