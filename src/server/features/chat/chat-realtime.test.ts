import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#tests/build-app.ts';
import { TEST_PASSWORD } from '#tests/factories.ts';
import { api, type HttpParty, signUpOver } from '#tests/http-client.ts';
import { type ServerProcess, startServerProcess } from '#tests/server-process.ts';
import { openSocket } from '#tests/socket-client.ts';
import { createTestDatabase } from '#tests/test-database.ts';
import type { DatabaseHandle } from '@/server/db/client.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import {
  type Message,
  RECIPIENT_DELETED_MESSAGE,
  type ServerFrame,
} from '@/shared/contracts/chat.ts';

/**
 * Real sockets. On PostgreSQL the tester and the builder are connected to two separate server
 * processes, so a message crosses processes through LISTEN/NOTIFY; PGlite is one process.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const SECRET = 'realtime-test-secret-long-enough-for-signing';

let database: DatabaseHandle | undefined;
let processes: ServerProcess[] = [];
let inProcess: TestApp | undefined;
let testerUrl: string;
let builderUrl: string;

let tester: HttpParty;
let builder: HttpParty;
let conversationId: string;
let softwareId: string;
let db: DatabaseHandle['db'];

beforeAll(async () => {
  if (onPostgres) {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.connectionString as string, SESSION_SECRET: SECRET };
    processes = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    [testerUrl, builderUrl] = processes.map((p) => p.url) as [string, string];
  } else {
    inProcess = await buildTestApp();
    const address = await inProcess.app.listen({ port: 0, host: '127.0.0.1' });
    testerUrl = builderUrl = address;
  }
  const handle = database?.db ?? inProcess?.db;
  if (!handle) throw new Error('no database');
  db = handle;
  [tester, builder] = await Promise.all([
    signUpOver(testerUrl, 'Tester'),
    signUpOver(builderUrl, 'Builder'),
  ]);
  const [listing] = await db
    .insert(listings)
    .values({
      builderId: builder.id,
      name: 'Realtime App',
      shortDescription: 'Chats',
      longDescription: 'Chats in real time',
      category: 'Web',
      imageUrl: `/objects/${randomUUID()}`,
    })
    .returning();
  softwareId = listing?.id as string;
  await db.insert(interests).values({ softwareId, testerId: tester.id });
  const started = await api(testerUrl, '/api/conversations', {
    method: 'POST',
    cookie: tester.cookie,
    body: { builderId: builder.id, testerId: tester.id, softwareId: listing?.id },
  });
  conversationId = started.body.id;
}, 90_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await database?.close();
  await inProcess?.close();
});

const isNewMessage = (content: string) => (frame: ServerFrame) =>
  frame.type === 'new_message' && frame.message.content === content;

describe('the /ws channel', () => {
  it('pushes a message sent on one socket to both parties, across processes', async () => {
    const testerSocket = await openSocket(testerUrl, tester.cookie);
    const builderSocket = await openSocket(builderUrl, builder.cookie);
    testerSocket.send({ type: 'authenticate', userId: tester.id });
    expect(await testerSocket.next()).toEqual({ type: 'authenticated', userId: tester.id });

    testerSocket.send({
      type: 'send_message',
      conversationId,
      senderId: tester.id,
      content: 'Hello from A',
    });
    const received = (await builderSocket.next(isNewMessage('Hello from A'))) as {
      message: Message;
    };
    expect(received.message).toMatchObject({
      conversationId,
      senderId: tester.id,
      sender: { id: tester.id, role: 'Tester' },
    });
    await testerSocket.next(isNewMessage('Hello from A'));

    const reply = await api(builderUrl, '/api/messages', {
      method: 'POST',
      cookie: builder.cookie,
      body: { conversationId, content: 'Reply over REST' },
    });
    expect(reply.status).toBe(201);
    await testerSocket.next(isNewMessage('Reply over REST'));
    await Promise.all([testerSocket.close(), builderSocket.close()]);
  });

  it('delivers a message too large to travel in a notification, across processes', async () => {
    const builderSocket = await openSocket(builderUrl, builder.cookie);
    // 4,000 two-byte characters: twice what a NOTIFY payload may carry.
    const content = 'é'.repeat(4_000);
    const sent = await api(testerUrl, '/api/messages', {
      method: 'POST',
      cookie: tester.cookie,
      body: { conversationId, content },
    });
    expect(sent.status).toBe(201);
    const received = (await builderSocket.next(isNewMessage(content))) as { message: Message };
    expect(received.message.id).toBe(sent.body.id);
    await builderSocket.close();
  });

  it("refuses another user's senderId and userId, and malformed frames, without closing", async () => {
    const socket = await openSocket(testerUrl, tester.cookie);
    socket.send({
      type: 'send_message',
      conversationId,
      senderId: builder.id,
      content: 'Impersonation',
    });
    expect(await socket.next()).toEqual({
      type: 'error',
      message: 'senderId is not the signed-in user',
    });
    socket.send({ type: 'authenticate', userId: builder.id });
    expect(await socket.next()).toEqual({ type: 'error', message: 'Not your session' });
    socket.socket.send('{not json');
    expect(await socket.next()).toEqual({ type: 'error', message: 'Malformed frame' });
    socket.send({
      type: 'send_message',
      conversationId,
      senderId: tester.id,
      content: 'x'.repeat(4001),
    });
    expect(await socket.next()).toEqual({
      type: 'error',
      message: 'Messages can be at most 4000 characters',
    });
    socket.send({
      type: 'send_message',
      conversationId: randomUUID(),
      senderId: tester.id,
      content: 'Nowhere',
    });
    expect(await socket.next()).toEqual({ type: 'error', message: 'Conversation not found' });

    const thread = await api(testerUrl, `/api/conversations/${conversationId}/messages`, {
      cookie: tester.cookie,
    });
    expect(thread.body.map((m: Message) => m.content)).not.toContain('Impersonation');
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    await socket.close();
  });

  it("echoes each send's clientId to the sender only, so identical sends settle apart", async () => {
    const testerSocket = await openSocket(testerUrl, tester.cookie);
    const builderSocket = await openSocket(builderUrl, builder.cookie);
    const clientIds = [randomUUID(), randomUUID()];
    const sendSame = (clientId: string) =>
      testerSocket.send({
        type: 'send_message',
        conversationId,
        senderId: tester.id,
        content: 'Same words twice',
        clientId,
      });
    for (const clientId of clientIds) sendSame(clientId);

    const echoes = await Promise.all(
      clientIds.map((clientId) =>
        testerSocket.next((f) => f.type === 'new_message' && f.clientId === clientId),
      ),
    );
    const stored = echoes.map((frame) => (frame as { message: Message }).message);
    expect(stored.map((m) => m.content)).toEqual(['Same words twice', 'Same words twice']);
    expect(new Set(stored.map((m) => m.id)).size).toBe(2);
    const pushed = [
      await builderSocket.next(isNewMessage('Same words twice')),
      await builderSocket.next(isNewMessage('Same words twice')),
    ];
    expect(pushed.map((frame) => 'clientId' in frame)).toEqual([false, false]);
    expect(pushed.map((frame) => (frame as { message: Message }).message.id).sort()).toEqual(
      stored.map((m) => m.id).sort(),
    );

    const refused = randomUUID();
    testerSocket.send({
      type: 'send_message',
      conversationId: randomUUID(),
      senderId: tester.id,
      content: 'Nowhere',
      clientId: refused,
    });
    expect(await testerSocket.next((f) => f.type === 'error')).toEqual({
      type: 'error',
      message: 'Conversation not found',
      clientId: refused,
    });
    const tooLong = randomUUID();
    testerSocket.send({
      type: 'send_message',
      conversationId,
      senderId: tester.id,
      content: 'x'.repeat(4001),
      clientId: tooLong,
    });
    expect(await testerSocket.next((f) => f.type === 'error')).toEqual({
      type: 'error',
      message: 'Messages can be at most 4000 characters',
      clientId: tooLong,
    });
    await Promise.all([testerSocket.close(), builderSocket.close()]);
  });

  it('refuses a send to someone who deleted their account, and stores nothing', async () => {
    const leaver = await signUpOver(testerUrl, 'Tester');
    await db.insert(interests).values({ softwareId, testerId: leaver.id });
    const started = await api(testerUrl, '/api/conversations', {
      method: 'POST',
      cookie: leaver.cookie,
      body: { builderId: builder.id, testerId: leaver.id, softwareId },
    });
    const deleted = await api(testerUrl, '/api/auth/user', {
      method: 'DELETE',
      cookie: leaver.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(204);

    const socket = await openSocket(builderUrl, builder.cookie);
    socket.send({
      type: 'send_message',
      conversationId: started.body.id,
      senderId: builder.id,
      content: 'Are you there?',
    });
    expect(await socket.next()).toEqual({ type: 'error', message: RECIPIENT_DELETED_MESSAGE });
    // The same socket still writes in a thread whose tester is there.
    socket.send({
      type: 'send_message',
      conversationId,
      senderId: builder.id,
      content: 'Still here',
    });
    await socket.next(isNewMessage('Still here'));
    await socket.close();
    const thread = await api(builderUrl, `/api/conversations/${started.body.id}/messages`, {
      cookie: builder.cookie,
    });
    expect(thread.body).toEqual([]);
  });

  it('refuses an upgrade without a session (401) or from another site (403)', async () => {
    await expect(openSocket(testerUrl, 'bh_session=forged')).rejects.toThrow(
      'upgrade refused: 401',
    );
    await expect(openSocket(testerUrl, tester.cookie, 'https://evil.example')).rejects.toThrow(
      'upgrade refused: 403',
    );
  });

  it('loses nothing while a party is away: reconnecting and re-reading shows every message', async () => {
    const away = await openSocket(builderUrl, builder.cookie);
    await away.close();
    const sender = await openSocket(testerUrl, tester.cookie);
    for (const n of [1, 2, 3]) {
      sender.send({
        type: 'send_message',
        conversationId,
        senderId: tester.id,
        content: `While away ${n}`,
      });
      await sender.next(isNewMessage(`While away ${n}`));
    }
    const back = await openSocket(builderUrl, builder.cookie);
    const thread = await api(builderUrl, `/api/conversations/${conversationId}/messages`, {
      cookie: builder.cookie,
    });
    expect(thread.body.map((m: Message) => m.content)).toEqual(
      expect.arrayContaining(['While away 1', 'While away 2', 'While away 3']),
    );
    sender.send({
      type: 'send_message',
      conversationId,
      senderId: tester.id,
      content: 'Welcome back',
    });
    await back.next(isNewMessage('Welcome back'));
    await Promise.all([sender.close(), back.close()]);
  });
});
