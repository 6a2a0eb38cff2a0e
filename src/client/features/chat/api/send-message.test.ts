import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWsClient, type WsClient } from '@/client/lib/ws-client.ts';
import { clientFrameSchema } from '@/shared/contracts/chat.ts';
import { makeMessage, makeParticipant } from '@/tests/client/chat-fixtures.ts';
import { FakeWebSocket, stubWebSocket } from '@/tests/client/fake-web-socket.ts';
import { fakeId } from '@/tests/client/fixtures.ts';
import { sendThroughSocket } from './send-message.ts';

const viewer = makeParticipant({ firstName: 'Ada', lastName: 'Lovelace', role: 'Tester' });
const input = { conversationId: fakeId(), senderId: viewer.id, content: 'Same words' };
let client: WsClient;

/** The clientIds of the send_message frames the socket carried, in order. */
function sentClientIds(): string[] {
  return FakeWebSocket.latest()
    .sent.map((frame) => clientFrameSchema.parse(frame))
    .flatMap((frame) => (frame.type === 'send_message' ? [frame.clientId ?? ''] : []));
}

const stored = () =>
  makeMessage(viewer, { conversationId: input.conversationId, content: input.content });

beforeEach(() => {
  stubWebSocket();
  client = createWsClient({ userId: viewer.id, onConnect: () => {}, url: 'ws://test/ws' });
  FakeWebSocket.latest().open();
});

afterEach(() => client.close());

describe('sendThroughSocket', () => {
  it('settles two identical sends by their own ids, whichever echo comes first', async () => {
    const first = sendThroughSocket(client, input);
    const second = sendThroughSocket(client, input);
    const [firstId, secondId] = sentClientIds();
    expect(firstId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(secondId).not.toBe(firstId);
    const [storedFirst, storedSecond] = [stored(), stored()];

    FakeWebSocket.latest().receive({
      type: 'new_message',
      message: storedSecond,
      clientId: secondId,
    });
    FakeWebSocket.latest().receive({
      type: 'new_message',
      message: storedFirst,
      clientId: firstId,
    });

    expect((await first).id).toBe(storedFirst.id);
    expect((await second).id).toBe(storedSecond.id);
  });

  it('rejects only the send an error frame names, and the other still settles on its echo', async () => {
    const kept = sendThroughSocket(client, input);
    const refused = sendThroughSocket(client, input);
    const [keptId, refusedId] = sentClientIds();
    const message = stored();

    FakeWebSocket.latest().receive({
      type: 'error',
      message: 'Too many messages',
      clientId: refusedId,
    });
    FakeWebSocket.latest().receive({ type: 'new_message', message, clientId: keptId });

    await expect(refused).rejects.toThrow('Too many messages');
    expect((await kept).id).toBe(message.id);
  });

  it('does not settle on a message pushed without its id, such as the same words from another tab', async () => {
    let settled = false;
    const pending = sendThroughSocket(client, input).finally(() => {
      settled = true;
    });
    const [clientId] = sentClientIds();

    FakeWebSocket.latest().receive({ type: 'new_message', message: stored() });
    await Promise.resolve();
    expect(settled).toBe(false);

    const own = stored();
    FakeWebSocket.latest().receive({ type: 'new_message', message: own, clientId });
    expect((await pending).id).toBe(own.id);
  });
});
