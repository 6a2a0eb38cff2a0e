import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/server/app.ts';
import type { ServerFrame } from '@/shared/contracts/chat.ts';
import { startChat } from '@/tests/factories/chat.ts';
import { buildTwoApps, caughtUp } from '@/tests/processes/two-processes.ts';
import { openSocket } from '@/tests/realtime/socket-client.ts';

/** Two processes: what happens on one raises the bell of a person connected to the other. */
let apps: Awaited<ReturnType<typeof buildTwoApps>>;
let first: App;
let second: App;
let secondUrl: string;
beforeAll(async () => {
  apps = await buildTwoApps();
  ({ first, second } = apps);
  secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => apps.close());

const bell = (frame: ServerFrame) => frame.type === 'notifications_changed';

describe('the bell, live', () => {
  it('rings for a message and a decision made on another process, and not for one’s own message', async () => {
    const { builder, tester, listing, conversation } = await startChat(first);
    // Their sign-ups' changes must not close the sockets below as they arrive.
    await caughtUp(first, second);
    const [builderSocket, testerSocket] = await Promise.all([
      openSocket(secondUrl, builder.cookie),
      openSocket(secondUrl, tester.cookie),
    ]);
    try {
      const sent = await first.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: tester.cookie },
        payload: { conversationId: conversation.id, content: 'Found a bug' },
      });
      expect(sent.statusCode).toBe(201);
      expect(await builderSocket.next(bell)).toEqual({ type: 'notifications_changed' });
      await expect(testerSocket.next(bell)).rejects.toThrow();

      const [signup] = (
        await first.inject({
          method: 'GET',
          url: `/api/software/${listing.id}/testers`,
          headers: { cookie: builder.cookie },
        })
      ).json();
      await first.inject({
        method: 'PATCH',
        url: `/api/interests/${signup.id}`,
        headers: { cookie: builder.cookie },
        payload: { status: 'Accepted' },
      });
      expect(await testerSocket.next(bell)).toEqual({ type: 'notifications_changed' });
      const unread = await second.inject({
        method: 'GET',
        url: '/api/notifications/unread',
        headers: { cookie: tester.cookie },
      });
      expect(unread.json()).toEqual({ unreadCount: 1 });
    } finally {
      await Promise.all([builderSocket.close(), testerSocket.close()]);
    }
  }, 20_000);
});
