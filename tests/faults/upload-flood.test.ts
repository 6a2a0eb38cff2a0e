import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@/shared/constants.ts';
import { signUpOver } from '../app/http-client.ts';
import { type ServerProcess, startServerProcess } from '../processes/server-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bh-faults-uploads-'));
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({
    DATA_DIR: dataDir,
    SESSION_SECRET: 'faults-secret-that-is-long-enough-to-sign',
  });
});

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const residentMiB = (pid: number) => {
  const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kib) / 1024;
};

const CHUNK = Buffer.alloc(64 * 1024, 0xff);

/**
 * A PUT of a full-size body to a made-up upload URL that sends all but its last byte at once, as
 * a slow client would, and the last byte only on `finish()`: a server that reads bodies before
 * checking the URL holds all of it meanwhile.
 */
function slowPutToMadeUpUrl(base: string, index: number, cookie?: string) {
  const token = `${index}`.padStart(43, 'z');
  const put = request(`${base}/api/uploads/${token}`, {
    method: 'PUT',
    headers: {
      'content-type': 'image/jpeg',
      'content-length': IMAGE_MAX_BYTES,
      ...(cookie ? { cookie } : {}),
    },
  });
  const status = new Promise<number>((resolve, reject) => {
    put.once('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    put.once('error', reject);
  });
  for (let sent = 0; sent < IMAGE_MAX_BYTES - 1; sent += CHUNK.length) {
    put.write(CHUNK.subarray(0, Math.min(CHUNK.length, IMAGE_MAX_BYTES - 1 - sent)));
  }
  return { status, finish: () => put.end(Buffer.alloc(1)) };
}

it('300 concurrent 2 MB uploads to made-up URLs are all refused without the server holding their bodies', async () => {
  const person = await signUpOver(server.url, 'Builder');
  const before = residentMiB(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMiB(server.pid));
  }, 20);

  const puts = Array.from({ length: 300 }, (_, index) =>
    slowPutToMadeUpUrl(server.url, index, index % 2 ? person.cookie : undefined),
  );
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  for (const put of puts) put.finish();
  const statuses = await Promise.all(puts.map((put) => put.status));
  clearInterval(sampler);
  peak = Math.max(peak, residentMiB(server.pid));

  console.log(`upload flood: RSS ${before.toFixed(0)} MiB before, ${peak.toFixed(0)} MiB at peak`);
  expect(peak - before).toBeLessThan(100);
  expect(statuses.filter((status) => status === 401)).toHaveLength(150);
  expect(statuses.filter((status) => status === 404)).toHaveLength(150);
});
