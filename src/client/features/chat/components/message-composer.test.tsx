import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveSocketContext } from '@/client/lib/live-socket.ts';
import { createWsClient } from '@/client/lib/ws-client.ts';
import { MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG, type Message } from '@/shared/contracts/chat.ts';
import { VERIFY_TO_MESSAGE_MORE_MESSAGE } from '@/shared/contracts/moderation-rules.ts';
import { FakeWebSocket, stubWebSocket } from '@/tests/client/fake-web-socket.ts';
import { fakeId } from '@/tests/client/fixtures.ts';
import { renderWithClient } from '@/tests/client/render.tsx';
import { MessageComposer } from './message-composer.tsx';

const CONVERSATION_ID = fakeId();
const VIEWER_ID = fakeId();

function stored(content: string): Message {
  return {
    id: fakeId(),
    conversationId: CONVERSATION_ID,
    senderId: VIEWER_ID,
    content,
    readAt: null,
    createdAt: '2026-11-24T09:00:00.000Z',
    sender: {
      id: VIEWER_ID,
      firstName: 'Ada',
      lastName: 'L',
      profileImageUrl: null,
      role: 'Tester',
      deleted: false,
    },
  };
}

/** The session's socket as the app hands it down, open or not as the test says. */
function WithSocket({ children }: { children: ReactNode }) {
  const [socket] = useState(() => createWsClient({ userId: VIEWER_ID, onConnect: () => {} }));
  useEffect(() => () => socket.close(), [socket]);
  return <LiveSocketContext value={socket}>{children}</LiveSocketContext>;
}

function renderComposer({ withSocket = false } = {}) {
  const composer = <MessageComposer conversationId={CONVERSATION_ID} viewerId={VIEWER_ID} />;
  renderWithClient(withSocket ? <WithSocket>{composer}</WithSocket> : composer);
  return {
    input: screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement,
    sendButton: screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement,
  };
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  stubWebSocket();
  fetchMock = vi.fn<typeof fetch>(async (_input, init) =>
    Response.json(stored(JSON.parse(String(init?.body)).content), { status: 201 }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MessageComposer', () => {
  it('keeps Send disabled while the text is empty or only spaces', () => {
    const { input, sendButton } = renderComposer();
    expect(input.placeholder).toBe('Type a message...');
    expect(sendButton.disabled).toBe(true);

    fireEvent.change(input, { target: { value: '   \n ' } });
    expect(sendButton.disabled).toBe(true);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'Hi' } });
    expect(sendButton.disabled).toBe(false);
  });

  it('sends on Enter over REST when no socket is open, trimmed, then clears the box', async () => {
    const { input } = renderComposer();
    fireEvent.change(input, { target: { value: '  Found a bug  ' } });

    fireEvent.keyDown(input, { key: 'Enter' });

    await waitFor(() => expect(input.value).toBe(''));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/messages');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      conversationId: CONVERSATION_ID,
      content: 'Found a bug',
    });
  });

  it('starts a new line on Shift+Enter instead of sending', () => {
    const { input } = renderComposer();
    fireEvent.change(input, { target: { value: 'First line' } });
    const notPrevented = fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(notPrevented).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('disables Send while a send is pending and ignores a second Enter', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { input, sendButton } = renderComposer();
    fireEvent.change(input, { target: { value: 'Hello' } });

    fireEvent.click(sendButton);
    await waitFor(() => expect(sendButton.disabled).toBe(true));
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => answer(Response.json(stored('Hello'), { status: 201 })));
    await waitFor(() => expect(input.value).toBe(''));
  });

  it("shows the server's refusal and keeps the text", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ message: 'Conversation not found' }, { status: 404 }),
    );
    const { input } = renderComposer();
    fireEvent.change(input, { target: { value: 'Anyone there?' } });

    fireEvent.keyDown(input, { key: 'Enter' });

    expect((await screen.findByRole('alert')).textContent).toBe('Conversation not found');
    expect(input.value).toBe('Anyone there?');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('says a message is too long without sending it', () => {
    const { input } = renderComposer();
    fireEvent.change(input, { target: { value: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe(MESSAGE_TOO_LONG);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends over the open socket and settles on the echo of the stored message, by its id', async () => {
    const { input, sendButton } = renderComposer({ withSocket: true });
    act(() => FakeWebSocket.latest().open());
    fireEvent.change(input, { target: { value: 'Over the socket' } });

    fireEvent.keyDown(input, { key: 'Enter' });

    const frame = { type: 'send_message', conversationId: CONVERSATION_ID, senderId: VIEWER_ID };
    await waitFor(() =>
      expect(FakeWebSocket.latest().sent.at(-1)).toEqual({
        ...frame,
        content: 'Over the socket',
        clientId: expect.any(String),
      }),
    );
    expect(sendButton.disabled).toBe(true);
    const { clientId } = FakeWebSocket.latest().sent.at(-1) as { clientId: string };
    act(() =>
      FakeWebSocket.latest().receive({
        type: 'new_message',
        message: stored('Over the socket'),
        clientId,
      }),
    );
    await waitFor(() => expect(input.value).toBe(''));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/messages');
  });

  it('shows an error frame the socket answers with', async () => {
    const { input } = renderComposer({ withSocket: true });
    act(() => FakeWebSocket.latest().open());
    fireEvent.change(input, { target: { value: 'Refused' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(FakeWebSocket.latest().sent).toHaveLength(2));

    act(() => FakeWebSocket.latest().receive({ type: 'error', message: 'Conversation not found' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Conversation not found');
    expect(input.value).toBe('Refused');
  });

  it.each([
    [403, 'email_not_verified', 'Verify your e-mail address before sending more messages.'],
    [429, 'rate_limited', VERIFY_TO_MESSAGE_MORE_MESSAGE],
  ])(
    'shows a %i %s refusal in full, free to wrap, and keeps the text',
    async (status, code, message) => {
      fetchMock.mockImplementation(async () => Response.json({ code, message }, { status }));
      const { input } = renderComposer();
      fireEvent.change(input, { target: { value: 'One more' } });
      fireEvent.keyDown(input, { key: 'Enter' });

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(alert.className).toContain('[overflow-wrap:anywhere]');
      expect(input.value).toBe('One more');
      expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    },
  );
});
