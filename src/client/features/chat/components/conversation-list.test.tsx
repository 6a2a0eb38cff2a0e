import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeConversation, makeParticipant } from '@/tests/client/chat-fixtures.ts';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { ConversationList } from './conversation-list.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const builder = makeParticipant({ firstName: 'Grace', lastName: 'Hopper', role: 'Builder' });
const tester = makeParticipant({ firstName: 'Ada', lastName: 'Lovelace', role: 'Tester' });
const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();

function renderList(viewerId: string, selectedId: string | null = null) {
  const onSelect = vi.fn();
  renderWithClient(
    <ConversationList viewerId={viewerId} selectedId={selectedId} onSelect={onSelect} />,
  );
  return onSelect;
}

describe('ConversationList', () => {
  it("shows the tester the builder's name and part, the time, the listing and the unread count", async () => {
    const conversation = makeConversation({
      builder,
      tester,
      lastMessageAt: fiveMinutesAgo,
      unreadCount: 3,
    });
    stubFetch(Response.json([conversation]));
    const onSelect = renderList(tester.id);

    // The count is said in words after the number shown, not in a label that replaces it.
    const row = await screen.findByRole('button', {
      name: /^Grace Hopper 3 unread messages/,
    });
    expect(row.getAttribute('aria-label')).toBeNull();
    expect(within(row).getByText('3').getAttribute('aria-hidden')).toBeNull();
    expect(within(row).getByText('Builder')).toBeVisible();
    expect(within(row).queryByText('Tester')).toBeNull();
    expect(row.getAttribute('aria-current')).toBeNull();

    fireEvent.click(row);
    expect(onSelect).toHaveBeenCalledWith(conversation.id);
  });

  it("shows the builder the tester's name and part, no count when all is read, and the selection", async () => {
    const conversation = makeConversation({ builder, tester, unreadCount: 0 });
    stubFetch(Response.json([conversation]));
    renderList(builder.id, conversation.id);

    const row = await screen.findByRole('button', { name: /Ada Lovelace/ });
    expect(within(row).getByText('Tester')).toBeVisible();
    expect(within(row).queryByText('Builder')).toBeNull();
    expect(row.textContent).not.toContain('unread');
    expect(row.getAttribute('aria-current')).toBe('true');
    expect(within(row).getByText('less than a minute ago')).toBeVisible();
  });

  it('says there are no conversations yet', async () => {
    stubFetch(Response.json([]));
    renderList(tester.id);
    expect(
      await screen.findByText(
        'No conversations yet. Start testing software to begin chatting with builders!',
      ),
    ).toBeVisible();
  });
});
