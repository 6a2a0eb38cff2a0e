import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeConversation, makeMessage, makeParticipant } from '@/tests/client/chat-fixtures.ts';
import { makeUser } from '@/tests/client/fixtures.ts';
import { fetchedUrls, renderWithClient } from '@/tests/client/render.tsx';
import { MessagesPage } from './messages.tsx';

const viewer = makeUser({ firstName: 'Ada', lastName: 'Lovelace', role: 'Tester' });
const builder = makeParticipant({ firstName: 'Grace', lastName: 'Hopper', role: 'Builder' });
const conversation = makeConversation({
  builder,
  tester: makeParticipant({ id: viewer.id, firstName: 'Ada', lastName: 'Lovelace' }),
  unreadCount: 1,
});
const thread = [
  makeMessage(builder, { conversationId: conversation.id, content: 'Thanks for joining!' }),
  makeMessage(conversation.tester, { conversationId: conversation.id, content: 'Happy to help' }),
];
const THREAD_URL = `/api/conversations/${conversation.id}/messages`;

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) =>
    Response.json(String(input) === THREAD_URL ? thread : [conversation]),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('Messages page', () => {
  it('asks a signed-out visitor to log in', () => {
    renderWithClient(<MessagesPage user={null} />);
    expect(screen.getByText('Please log in to view messages.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/api/login?returnTo=%2Fmessages',
    );
  });

  it('opens a conversation from the list and puts it in the URL', async () => {
    window.history.replaceState(null, '', '/messages');
    renderWithClient(<MessagesPage user={viewer} />);
    expect(screen.getByText('Select a conversation to start chatting')).toBeVisible();

    fireEvent.click(await screen.findByRole('button', { name: /Grace Hopper/ }));

    expect(window.location.search).toBe(`?c=${conversation.id}`);
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
    expect(screen.queryByText('Select a conversation to start chatting')).toBeNull();
  });

  it("opens the thread named in the URL, the viewer's messages on the right", async () => {
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(900);
    const scrollTo = vi.spyOn(Element.prototype, 'scrollTop', 'set');
    window.history.replaceState(null, '', `/messages?c=${conversation.id}`);
    renderWithClient(<MessagesPage user={viewer} />);

    const log = await screen.findByRole('log', { name: 'Messages with Grace Hopper' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    const theirs = (await within(log).findByText('Thanks for joining!')).closest('li');
    const mine = within(log).getByText('Happy to help').closest('li');
    expect(theirs?.className).toContain('self-start');
    expect(mine?.className).toContain('self-end');
    expect(mine?.textContent).toMatch(/^You: Happy to help/);
    // Scrolled to the newest message once it arrived.
    expect(scrollTo.mock.contexts.at(-1)).toBe(log);
    expect(scrollTo).toHaveBeenLastCalledWith(900);
    expect(screen.getByRole('button', { name: /^Grace Hopper/ }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Back to conversations' })).toBeEnabled();

    // Reading the thread marks it read on the server, so the list (and its badge) is read again.
    await waitFor(() =>
      expect(fetchedUrls(fetchMock).filter((url) => url === '/api/conversations')).toHaveLength(2),
    );
  });

  it('says when there is no conversation yet', async () => {
    fetchMock.mockImplementation(async () => Response.json([]));
    renderWithClient(<MessagesPage user={viewer} />);
    expect(
      await screen.findByText(
        'No conversations yet. Start testing software to begin chatting with builders!',
      ),
    ).toBeVisible();
  });
});
