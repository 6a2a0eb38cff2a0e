import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase } from '@/server/db/client.ts';
import { migrateDatabase } from '@/server/db/migrate.ts';
import { SERVICE_RESTART } from '@/server/plugins/realtime.ts';
import { ERROR_CODES } from '@/shared/contracts/error-codes.ts';
import { api, type HttpParty, postListingOver, signUpOver } from '../app/http-client.ts';
import { type ServerProcess, startServerProcess } from '../processes/server-process.ts';
import { startTcpProxy, type TcpProxy } from '../processes/tcp-proxy.ts';

/**
 * PostgreSQL "restarts" under load: a proxy between the server and the machine's PostgreSQL
 * drops every connection and turns new ones away for a few seconds, then lets them through.
 */
const serverUrl = new URL(
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
);
const name = `bh_faults_${randomBytes(4).toString('hex')}`;
let proxy: TcpProxy;
let server: ServerProcess;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl.href });
  await client.connect();
  await client.query(statement);
  await client.end();
}

beforeAll(async () => {
  await admin(`CREATE DATABASE ${name}`);
  const direct = new URL(serverUrl);
  direct.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: direct.href });
  await migrateDatabase(database);
  await database.close();
  proxy = await startTcpProxy(serverUrl.hostname, Number(serverUrl.port || 5432));
  const proxied = new URL(direct);
  proxied.host = `127.0.0.1:${proxy.port}`;
  server = await startServerProcess({
    DATABASE_URL: proxied.href,
    SESSION_SECRET: 'faults-secret-that-is-long-enough-to-sign',
  });
});

afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

function openSocket(base: string, party: HttpParty) {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, {
    headers: { cookie: party.cookie, origin: base },
  });
  const received: string[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString());
    if (frame.type === 'new_message') received.push(frame.message.id);
  });
  const opened = new Promise((resolve, reject) =>
    socket.once('open', resolve).once('error', reject),
  );
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return { socket, received, opened, closed };
}

it('answers 503 fast during the outage, recovers by itself, and sockets miss nothing', async () => {
  const base = server.url;
  const builder = await signUpOver(base, 'Builder');
  const tester = await signUpOver(base, 'Tester');
  const listing = await postListingOver(base, builder, 'Outage');
  await api(base, '/api/interests', {
    method: 'POST',
    cookie: tester.cookie,
    body: { softwareId: listing.id },
  });
  const { body: conversation } = await api(base, '/api/conversations', {
    method: 'POST',
    cookie: tester.cookie,
    body: { builderId: builder.id, testerId: tester.id, softwareId: listing.id },
  });
  const first = openSocket(base, builder);
  await first.opened;

  // Load from two clients the whole time: browsing and sending messages.
  const answers: { status: number; ms: number; phase: string }[] = [];
  const sent: string[] = [];
  // Messages whose sending began once the new socket was open: each must reach that socket.
  const sentToSecond: string[] = [];
  let secondOpen = false;
  let phase = 'before';
  let running = true;
  const timed = async (call: () => Promise<{ status: number; body: unknown }>) => {
    const started = performance.now();
    const at = phase;
    const answer = await call();
    answers.push({ status: answer.status, ms: performance.now() - started, phase: at });
    if (answer.status >= 400) {
      expect(answer.body).toEqual({
        code: expect.toBeOneOf([...ERROR_CODES]),
        message: expect.any(String),
      });
    }
    return answer;
  };
  const browse = (async () => {
    while (running) await timed(() => api(base, '/api/software', { cookie: tester.cookie }));
  })();
  let n = 0;
  const chat = (async () => {
    while (running) {
      const toSecond = secondOpen;
      const answer = await timed(() =>
        api(base, '/api/messages', {
          method: 'POST',
          cookie: tester.cookie,
          body: { conversationId: conversation.id, content: `through the outage ${n++}` },
        }),
      );
      if (answer.status === 201) {
        const { id } = answer.body as { id: string };
        sent.push(id);
        if (toSecond) sentToSecond.push(id);
      }
      // Slow enough to stay inside the per-user message budget.
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  })();

  await new Promise((resolve) => setTimeout(resolve, 1_000));
  phase = 'outage';
  proxy.cut();
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  phase = 'after';
  proxy.restore();

  // The socket is asked to reconnect once the server's LISTEN connection is back.
  expect(await first.closed).toBe(SERVICE_RESTART);
  const second = openSocket(base, builder);
  await second.opened;
  secondOpen = true;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  running = false;
  await Promise.all([browse, chat]);

  const during = answers.filter((a) => a.phase === 'outage');
  expect(during.length).toBeGreaterThan(0);
  expect(during.filter((a) => a.status !== 503 && a.status >= 300)).toEqual([]);
  expect(Math.max(...during.map((a) => a.ms))).toBeLessThan(4_000);
  expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
  const after = answers.filter((a) => a.phase === 'after');
  expect(after.at(-1)?.status).toBeLessThan(300);

  // Every message answered 201 is in the thread and reached the builder on one socket or the other.
  const { body: thread } = await api(base, `/api/conversations/${conversation.id}/messages`, {
    cookie: builder.cookie,
  });
  const stored = new Set(thread.map((m: { id: string }) => m.id));
  expect(sent.filter((id) => !stored.has(id))).toEqual([]);
  // A push follows its 201 by however long the database's NOTIFY takes on a busy machine.
  const missed = () => sentToSecond.filter((id) => !second.received.includes(id));
  for (let waited = 0; missed().length > 0 && waited < 3_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(sentToSecond.length).toBeGreaterThan(0);
  expect(missed()).toEqual([]);
  second.socket.close();
});
