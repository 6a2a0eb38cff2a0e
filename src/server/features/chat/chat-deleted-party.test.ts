import { beforeAll, describe, expect, it } from 'vitest';
import { interests } from '@/server/db/schema/interests.ts';
import { RECIPIENT_DELETED_MESSAGE } from '@/shared/contracts/chat.ts';
import { api, signUpOver } from '@/tests/app/http-client.ts';
import { TEST_PASSWORD } from '@/tests/factories/people.ts';
import { isNewMessage, setUpRealtimeChat } from '@/tests/realtime/realtime-chat.ts';
import { openSocket } from '@/tests/realtime/socket-client.ts';

/** A thread whose other party deleted their account takes no reply over the socket either. */
const chat = setUpRealtimeChat();
let testerUrl: string;
let builderUrl: string;
beforeAll(() => {
  ({ testerUrl, builderUrl } = chat);
});

describe('the /ws channel, to someone who left', () => {
  it('refuses a send to someone who deleted their account, and stores nothing', async () => {
    const leaver = await signUpOver(testerUrl, 'Tester');
    await chat.db.insert(interests).values({ listingId: chat.listingId, testerId: leaver.id });
    const started = await api(testerUrl, '/api/conversations', {
      method: 'POST',
      cookie: leaver.cookie,
      body: { builderId: chat.builder.id, testerId: leaver.id, softwareId: chat.listingId },
    });
    const deleted = await api(testerUrl, '/api/auth/user', {
      method: 'DELETE',
      cookie: leaver.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(204);

    const socket = await openSocket(builderUrl, chat.builder.cookie);
    socket.send({
      type: 'send_message',
      conversationId: started.body.id,
      senderId: chat.builder.id,
      content: 'Are you there?',
    });
    expect(await socket.next()).toEqual({ type: 'error', message: RECIPIENT_DELETED_MESSAGE });
    // The same socket still writes in a thread whose tester is there.
    socket.send({
      type: 'send_message',
      conversationId: chat.conversationId,
      senderId: chat.builder.id,
      content: 'Still here',
    });
    await socket.next(isNewMessage('Still here'));
    await socket.close();
    const thread = await api(builderUrl, `/api/conversations/${started.body.id}/messages`, {
      cookie: chat.builder.cookie,
    });
    expect(thread.body).toEqual([]);
  });
});
