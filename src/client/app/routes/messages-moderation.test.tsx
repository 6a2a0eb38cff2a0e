import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveSocketProvider } from '@/client/app/live/live-socket-provider.tsx';
import type { User } from '@/shared/contracts/auth.ts';
import { makeConversation, makeMessage, makeParticipant } from '@/tests/client/chat-fixtures.ts';
import { FakeWebSocket, stubWebSocket } from '@/tests/client/fake-web-socket.ts';
import { makeUser } from '@/tests/client/fixtures.ts';
import { renderWithClient, stubResizeObserver } from '@/tests/client/render.tsx';
import { MessagesPage } from './messages.tsx';

const viewer = makeUser({ firstName: 'Ada', lastName: 'Lovelace', role: 'Tester' });
const builder = makeParticipant({ firstName: 'Grace', lastName: 'Hopper', role: 'Builder' });
const tester = makeParticipant({ id: viewer.id, firstName: 'Ada', lastName: 'Lovelace' });
const conversation = makeConversation({ builder, tester });
const theirs = makeMessage(builder, {
  conversationId: conversation.id,
  content: 'Thanks for joining!',
  createdAt: '2026-11-24T09:00:00.000Z',
});
const mine = makeMessage(tester, {
  conversationId: conversation.id,
  content: 'Happy to help',
  createdAt: '2026-11-24T09:05:00.000Z',
});
const spam = makeMessage(builder, {
  conversationId: conversation.id,
  content: 'Buy cheap watches at spam.example',
  createdAt: '2026-11-24T09:10:00.000Z',
});
const THREAD_URL = `/api/conversations/${conversation.id}/messages`;
const preview = (message: typeof spam) => ({
  content: message.content,
  senderId: message.senderId,
  createdAt: message.createdAt,
});

let removed = false;
beforeEach(() => {
  removed = false;
  stubResizeObserver();
  stubWebSocket();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      if (init?.method === 'POST') return new Response(null, { status: 201 });
      // The thread read keeps answering the old messages: only the frame can drop one.
      if (String(input) === THREAD_URL) return Response.json([theirs, mine, spam]);
      const last = removed ? mine : spam;
      return Response.json([{ ...conversation, lastMessage: preview(last) }]);
    }),
  );
  window.history.replaceState(null, '', `/messages?c=${conversation.id}`);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function renderMessages(user: User) {
  renderWithClient(
    <LiveSocketProvider userId={user.id}>
      <MessagesPage user={user} />
    </LiveSocketProvider>,
  );
}

describe('Reporting a message', () => {
  it("offers Report under each of the other party's messages, never the viewer's own", async () => {
    renderMessages(viewer);
    const log = await screen.findByRole('log', { name: 'Messages with Grace Hopper' });
    await within(log).findByText('Thanks for joining!');
    const reports = within(log).getAllByRole('button', {
      name: 'Report message from Grace Hopper',
    });
    expect(reports).toHaveLength(2);
    const own = within(log).getByText('Happy to help').closest('li') as HTMLElement;
    expect(within(own).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(reports[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Report message from Grace Hopper' });
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      targetType: 'message',
      targetId: theirs.id,
      reason: 'harassment',
    });
  });

  it('offers admins no Report in their conversations', async () => {
    const admin = makeUser({ id: viewer.id, role: 'Admin' });
    renderMessages(admin);
    const log = await screen.findByRole('log');
    await within(log).findByText('Thanks for joining!');
    expect(within(log).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });
});

describe('A message_removed frame', () => {
  it('drops the message from the open thread at once, and re-reads the list', async () => {
    renderMessages(viewer);
    const log = await screen.findByRole('log');
    await within(log).findByText('Buy cheap watches at spam.example');
    act(() => FakeWebSocket.latest().open());
    const listReads = () =>
      vi.mocked(fetch).mock.calls.filter(([input]) => String(input) === '/api/conversations')
        .length;
    await waitFor(() => expect(listReads()).toBeGreaterThan(0));
    const before = listReads();

    removed = true;
    act(() =>
      FakeWebSocket.latest().receive({
        type: 'message_removed',
        conversationId: conversation.id,
        messageId: spam.id,
      }),
    );

    await waitFor(() =>
      expect(within(log).queryByText('Buy cheap watches at spam.example')).not.toBeInTheDocument(),
    );
    expect(within(log).getByText('Happy to help')).toBeVisible();
    expect(within(log).getByText('Thanks for joining!')).toBeVisible();
    await waitFor(() => expect(listReads()).toBeGreaterThan(before));
  });
});
