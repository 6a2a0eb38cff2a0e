import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, RECIPIENT_DELETED_MESSAGE } from '@/shared/contracts/chat.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { type ChatParties, startChat } from '@/tests/factories/chat.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { signUpAs, TEST_PASSWORD } from '@/tests/factories/people.ts';

let t: TestApp;
let chat: ChatParties;
beforeAll(async () => {
  t = await buildTestApp();
  chat = await startChat(t.app);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const send = (cookie: string, content: string, conversationId = chat.conversation.id) =>
  call('POST', '/api/messages', cookie, { conversationId, content });

describe('POST /api/conversations', () => {
  it('answers the conversation with both parties and the software, and the same one again', async () => {
    expect(chat.conversation).toMatchObject({
      softwareId: chat.listing.id,
      builder: { id: chat.builder.user.id, role: 'Builder' },
      tester: { id: chat.tester.user.id, role: 'Tester' },
      software: { id: chat.listing.id, name: 'Chatty App' },
      lastMessage: null,
      unreadCount: 0,
    });
    const again = await call('POST', '/api/conversations', chat.tester.cookie, {
      builderId: chat.builder.user.id,
      testerId: chat.tester.user.id,
      softwareId: chat.listing.id,
    });
    expect(again.json().id).toBe(chat.conversation.id);
  });

  it('refuses a tester who has not joined and a wrong builder', async () => {
    const outsider = await signUpAs(t.app, 'Tester');
    const body = { builderId: chat.builder.user.id, softwareId: chat.listing.id };
    const notJoined = await call('POST', '/api/conversations', outsider.cookie, {
      ...body,
      testerId: outsider.user.id,
    });
    expect(notJoined.statusCode).toBe(403);
    expect(notJoined.json().message).toBe('Join this beta before messaging its builder');
    const otherBuilder = await signUpAs(t.app, 'Builder');
    const wrongBuilder = await call('POST', '/api/conversations', chat.tester.cookie, {
      ...body,
      builderId: otherBuilder.user.id,
      testerId: chat.tester.user.id,
    });
    expect(wrongBuilder.statusCode).toBe(403);
    expect((await call('POST', '/api/conversations', undefined, body)).statusCode).toBe(401);
  });
});

describe('messages', () => {
  it('delivers both ways, counts unread for the other party, and reading marks them read', async () => {
    const { builder, tester } = await startChat(t.app);
    const [conversation] = (await call('GET', '/api/conversations', tester.cookie)).json();
    const first = await send(tester.cookie, '  Found a crash on launch  ', conversation.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      content: 'Found a crash on launch',
      senderId: tester.user.id,
      readAt: null,
      sender: { id: tester.user.id, role: 'Tester' },
    });
    await send(tester.cookie, 'Steps: open, tap settings', conversation.id);

    const builderView = (await call('GET', '/api/conversations', builder.cookie)).json();
    expect(builderView[0]).toMatchObject({
      id: conversation.id,
      unreadCount: 2,
      lastMessage: { content: 'Steps: open, tap settings', senderId: tester.user.id },
    });
    expect((await call('GET', '/api/conversations', tester.cookie)).json()[0].unreadCount).toBe(0);

    const thread = await call(
      'GET',
      `/api/conversations/${conversation.id}/messages`,
      builder.cookie,
    );
    expect(thread.json().map((m: { content: string }) => m.content)).toEqual([
      'Found a crash on launch',
      'Steps: open, tap settings',
    ]);
    expect(thread.json().every((m: { readAt: string | null }) => m.readAt !== null)).toBe(true);
    expect((await call('GET', '/api/conversations', builder.cookie)).json()[0].unreadCount).toBe(0);

    await send(builder.cookie, 'Thanks, fixing it', conversation.id);
    const testerThread = (
      await call('GET', `/api/conversations/${conversation.id}/messages`, tester.cookie)
    ).json();
    expect(testerThread.at(-1)).toMatchObject({
      content: 'Thanks, fixing it',
      sender: { role: 'Builder' },
    });
  });

  it('lists conversations with the newest activity first', async () => {
    const builder = await signUpAs(t.app, 'Builder');
    const tester = await signUpAs(t.app, 'Tester');
    const ids: string[] = [];
    for (const name of ['Older', 'Newer']) {
      const listing = await postListing(t.app, builder.cookie, { name });
      await call('POST', '/api/interests', tester.cookie, { softwareId: listing.id });
      const started = await call('POST', '/api/conversations', tester.cookie, {
        builderId: builder.user.id,
        testerId: tester.user.id,
        softwareId: listing.id,
      });
      ids.push(started.json().id);
    }
    await send(tester.cookie, 'bump', ids[0]);
    const order = (await call('GET', '/api/conversations', builder.cookie))
      .json()
      .map((c: { software: { name: string } }) => c.software.name);
    expect(order).toEqual(['Older', 'Newer']);
  });

  it('refuses a third user with 404, and the signed-out with 401', async () => {
    const stranger = await signUpAs(t.app, 'Tester');
    expect(
      (await call('GET', `/api/conversations/${chat.conversation.id}/messages`, stranger.cookie))
        .statusCode,
    ).toBe(404);
    expect((await send(stranger.cookie, 'hello')).statusCode).toBe(404);
    expect((await call('GET', '/api/conversations', stranger.cookie)).json()).toEqual([]);
    expect(
      (await call('GET', `/api/conversations/${chat.conversation.id}/messages`)).statusCode,
    ).toBe(401);
    expect(
      (
        await call('POST', '/api/messages', undefined, {
          conversationId: chat.conversation.id,
          content: 'x',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses a reply to someone who deleted their account (409), and says they are gone', async () => {
    const gone = await startChat(t.app);
    expect((await send(gone.builder.cookie, 'Still there?', gone.conversation.id)).statusCode).toBe(
      201,
    );
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: { cookie: gone.tester.cookie },
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);

    const refused = await send(gone.builder.cookie, 'Hello?', gone.conversation.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'recipient_deleted',
      message: RECIPIENT_DELETED_MESSAGE,
    });
    // The deleted tester's session went with the account; a stranger still learns nothing.
    expect((await send(gone.tester.cookie, 'Bye', gone.conversation.id)).statusCode).toBe(401);
    const stranger = await signUpAs(t.app, 'Builder');
    expect((await send(stranger.cookie, 'Hi', gone.conversation.id)).statusCode).toBe(404);

    const thread = await call(
      'GET',
      `/api/conversations/${gone.conversation.id}/messages`,
      gone.builder.cookie,
    );
    expect(thread.json().map((message: { content: string }) => message.content)).toEqual([
      'Still there?',
    ]);
    const [listed] = (await call('GET', '/api/conversations', gone.builder.cookie)).json();
    expect(listed.tester).toMatchObject({ firstName: 'Deleted', deleted: true });
    expect(listed.builder).toMatchObject({ deleted: false });
    // Both parties of a live conversation still write to each other.
    expect((await send(chat.builder.cookie, 'Live')).statusCode).toBe(201);
    expect((await send(chat.tester.cookie, 'Live too')).statusCode).toBe(201);
  });

  it('refuses empty and oversized messages with a clear 400', async () => {
    const empty = await send(chat.tester.cookie, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ content: 'Message cannot be empty' });
    const huge = await send(chat.tester.cookie, 'x'.repeat(MESSAGE_MAX_LENGTH + 1));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(`Messages can be at most ${MESSAGE_MAX_LENGTH} characters`);
    expect((await send(chat.tester.cookie, 'x'.repeat(MESSAGE_MAX_LENGTH))).statusCode).toBe(201);
  });
});
