import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { api, type HttpParty, postListingOver, signUpOver } from '../http-client.ts';
import { type ServerProcess, startServerProcess } from '../server-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bh-faults-kill-'));
const env = { DATA_DIR: dataDir, SESSION_SECRET: 'faults-secret-that-is-long-enough-to-sign' };
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Writes one kind of thing over and over until told to stop; remembers what was answered 2xx. */
async function keepWriting(write: (i: number) => Promise<string | null>, stop: AbortSignal) {
  const acknowledged: string[] = [];
  for (let i = 0; !stop.aborted; i++) {
    const id = await write(i).catch(() => null);
    if (id) acknowledged.push(id);
  }
  return acknowledged;
}

it('keeps every write it acknowledged when killed with SIGKILL mid-load (PGlite)', async () => {
  server = await startServerProcess(env);
  const base = server.url;
  const builder = await signUpOver(base, 'Builder');
  const testers: HttpParty[] = [];
  for (let i = 0; i < 3; i++) testers.push(await signUpOver(base, 'Tester'));
  const listings: { id: string }[] = [];
  for (let i = 0; i < 12; i++) listings.push(await postListingOver(base, builder, `Durable ${i}`));
  const [first] = testers as [HttpParty];
  await api(base, '/api/interests', {
    method: 'POST',
    cookie: first.cookie,
    body: { softwareId: listings[0]?.id },
  });
  const { body: conversation } = await api(base, '/api/conversations', {
    method: 'POST',
    cookie: first.cookie,
    body: { builderId: builder.id, testerId: first.id, softwareId: listings[0]?.id },
  });

  const stop = new AbortController();
  const ok = (status: number) => status >= 200 && status < 300;
  const writers = [
    ...testers.map((tester, t) =>
      keepWriting(async (i) => {
        const softwareId = listings[(i + t) % listings.length]?.id;
        const joined = await api(base, '/api/interests', {
          method: 'POST',
          cookie: tester.cookie,
          body: { softwareId },
        });
        return ok(joined.status) ? `interest:${tester.id}:${softwareId}` : null;
      }, stop.signal),
    ),
    ...testers.map((tester, t) =>
      keepWriting(async (i) => {
        const softwareId = listings[(i * 7 + t) % listings.length]?.id;
        const saved = await api(base, '/api/saved', {
          method: 'POST',
          cookie: tester.cookie,
          body: { softwareId },
        });
        return ok(saved.status) ? `saved:${tester.id}:${softwareId}` : null;
      }, stop.signal),
    ),
    keepWriting(async (i) => {
      const sent = await api(base, '/api/messages', {
        method: 'POST',
        cookie: first.cookie,
        body: { conversationId: conversation.id, content: `durable message ${i}` },
      });
      return ok(sent.status) ? `message:${sent.body.id}` : null;
    }, stop.signal),
  ];

  await new Promise((resolve) => setTimeout(resolve, 1_500));
  process.kill(server.pid, 'SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 200));
  stop.abort();
  const acknowledged = (await Promise.all(writers)).flat();
  expect(acknowledged.length).toBeGreaterThan(20);

  // The killed process left its lock behind; a new one opens the same directory.
  server = await startServerProcess(env);
  const found = new Set<string>();
  for (const tester of testers) {
    const { body: joined } = await api(server.url, '/api/interests', { cookie: tester.cookie });
    for (const item of joined) found.add(`interest:${tester.id}:${item.software.id}`);
    const { body: saved } = await api(server.url, '/api/saved', { cookie: tester.cookie });
    for (const item of saved) found.add(`saved:${tester.id}:${item.software.id}`);
  }
  const { body: thread } = await api(server.url, `/api/conversations/${conversation.id}/messages`, {
    cookie: first.cookie,
  });
  for (const message of thread) found.add(`message:${message.id}`);
  expect(acknowledged.filter((write) => !found.has(write))).toEqual([]);
});
