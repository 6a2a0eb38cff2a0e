import { useQuery } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUserQueryOptions } from '@/client/features/auth/api/get-user.ts';
import { useConversations } from '@/client/features/chat/api/get-conversations.ts';
import { useMessages } from '@/client/features/chat/api/get-messages.ts';
import { useLiveSocket } from '@/client/lib/live-socket.ts';
import type { Message } from '@/shared/contracts/chat.ts';
import { FakeWebSocket, stubWebSocket } from '@/tests/client/fake-web-socket.ts';
import { fakeId } from '@/tests/client/fixtures.ts';
import { fetchedUrls, renderWithClient } from '@/tests/client/render.tsx';
import { LiveSocketProvider } from './live-socket-provider.tsx';

const VIEWER_ID = fakeId();
const OPEN_ID = fakeId();
const OTHER_ID = fakeId();

function message(conversationId: string): Message {
  const senderId = fakeId();
  return {
    id: fakeId(),
    conversationId,
    senderId,
    content: 'Found a bug on the login page',
    readAt: null,
    createdAt: '2026-11-24T09:00:00.000Z',
    sender: {
      id: senderId,
      firstName: 'Tess',
      lastName: 'Ter',
      profileImageUrl: null,
      role: 'Tester',
      deleted: false,
    },
  };
}

/** What the Messages screen keeps active: the list and one open thread. */
function OpenThread() {
  useConversations();
  const { data } = useMessages(OPEN_ID);
  const socket = useLiveSocket();
  return (
    <p>
      {data?.length ?? 0} messages, socket {socket ? 'ready' : 'absent'}
    </p>
  );
}

function renderProvider(userId: string | null = VIEWER_ID) {
  return renderWithClient(
    <LiveSocketProvider userId={userId}>
      <OpenThread />
    </LiveSocketProvider>,
  );
}

const count = (fetchMock: Parameters<typeof fetchedUrls>[0], url: string) =>
  fetchedUrls(fetchMock).filter((fetched) => fetched === url).length;

const LIST = '/api/conversations';
const SESSION = '/api/auth/session';

/** Any screen: it reads who is signed in, as the app shell does. */
function SessionProbe() {
  useQuery({ ...getUserQueryOptions() });
  return null;
}
const THREAD = `/api/conversations/${OPEN_ID}/messages`;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  stubWebSocket();
  fetchMock = vi.fn<typeof fetch>(async () => Response.json([]));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LiveSocketProvider', () => {
  it('re-reads the list and the open thread each time the socket (re)connects', async () => {
    renderProvider();
    await screen.findByText('0 messages, socket ready');
    await waitFor(() => expect(count(fetchMock, THREAD)).toBe(1));
    // The thread's own read refreshes the list once more (its unread count drops).
    await waitFor(() => expect(count(fetchMock, LIST)).toBe(2));

    act(() => FakeWebSocket.latest().open());
    await waitFor(() => expect(count(fetchMock, THREAD)).toBe(2));

    act(() => FakeWebSocket.latest().drop());
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2), { timeout: 2000 });
    act(() => FakeWebSocket.latest().open());
    await waitFor(() => expect(count(fetchMock, THREAD)).toBe(3));
    await waitFor(() => expect(count(fetchMock, LIST)).toBeGreaterThanOrEqual(4));
  });

  it('shows a pushed message in the open thread and refreshes it and the list', async () => {
    renderProvider();
    await waitFor(() => expect(count(fetchMock, LIST)).toBe(2));
    act(() => FakeWebSocket.latest().open());
    await waitFor(() => expect(count(fetchMock, THREAD)).toBe(2));
    const listReads = count(fetchMock, LIST);
    fetchMock.mockImplementation(async (input) =>
      Response.json(String(input) === THREAD ? [message(OPEN_ID)] : []),
    );

    act(() => FakeWebSocket.latest().receive({ type: 'new_message', message: message(OPEN_ID) }));

    expect(await screen.findByText('1 messages, socket ready')).toBeVisible();
    await waitFor(() => expect(count(fetchMock, THREAD)).toBe(3));
    await waitFor(() => expect(count(fetchMock, LIST)).toBe(listReads + 1));
  });

  it('refreshes only the list for a message in a thread that is not open', async () => {
    renderProvider();
    await waitFor(() => expect(count(fetchMock, LIST)).toBe(2));
    const threadReads = count(fetchMock, THREAD);

    act(() => FakeWebSocket.latest().receive({ type: 'new_message', message: message(OTHER_ID) }));

    await waitFor(() => expect(count(fetchMock, LIST)).toBe(3));
    expect(count(fetchMock, THREAD)).toBe(threadReads);
    expect(fetchedUrls(fetchMock)).not.toContain(`/api/conversations/${OTHER_ID}/messages`);
  });

  it('re-reads the session when the account changes, so a new role shows at once', async () => {
    renderWithClient(
      <LiveSocketProvider userId={VIEWER_ID}>
        <SessionProbe />
      </LiveSocketProvider>,
    );
    await waitFor(() => expect(count(fetchMock, SESSION)).toBe(1));

    // A change made after the page read the session and before the socket listened.
    act(() => FakeWebSocket.latest().open());
    await waitFor(() => expect(count(fetchMock, SESSION)).toBe(2));
    act(() => FakeWebSocket.latest().receive({ type: 'account_changed' }));
    await waitFor(() => expect(count(fetchMock, SESSION)).toBe(3));

    // The server closes the socket after the frame (as it does when it ends a suspended person's
    // session): the session is read at once, before any reconnect, and once more on reconnect.
    act(() => FakeWebSocket.latest().drop());
    await waitFor(() => expect(count(fetchMock, SESSION)).toBe(4));
    expect(FakeWebSocket.instances).toHaveLength(1);
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2), { timeout: 2000 });
    act(() => FakeWebSocket.latest().open());
    await waitFor(() => expect(count(fetchMock, SESSION)).toBe(5));
  });

  it('does not re-read the session when a reconnect is refused before it opens', async () => {
    renderWithClient(
      <LiveSocketProvider userId={VIEWER_ID}>
        <SessionProbe />
      </LiveSocketProvider>,
    );
    await waitFor(() => expect(count(fetchMock, SESSION)).toBe(1));
    // A server that is down refuses every attempt: no session read for each of them.
    act(() => FakeWebSocket.latest().drop());
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2), { timeout: 2000 });
    expect(count(fetchMock, SESSION)).toBe(1);
  });

  it('opens no socket when signed out, and closes it on unmount', async () => {
    const signedOut = renderProvider(null);
    await screen.findByText(/socket absent/);
    expect(FakeWebSocket.instances).toHaveLength(0);
    signedOut.unmount();

    const signedIn = renderProvider();
    await screen.findByText(/socket ready/);
    const socket = FakeWebSocket.latest();
    signedIn.unmount();
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
  });
});
