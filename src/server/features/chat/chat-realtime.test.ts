import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@/shared/contracts/chat.ts';
import { api, type HttpParty } from '@/tests/app/http-client.ts';
import { isNewMessage, setUpRealtimeChat } from '@/tests/realtime/realtime-chat.ts';
import { openSocket } from '@/tests/realtime/socket-client.ts';

const chat = setUpRealtimeChat();
let testerUrl: string;
let builderUrl: string;
let tester: HttpParty;
let builder: HttpParty;
let conversationId: string;
beforeAll(() => {
  ({ testerUrl, builderUrl, tester, builder, conversationId } = chat);
});

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
