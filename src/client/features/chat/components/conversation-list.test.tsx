import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeConversation, makeParticipant } from '../../../test/chat-fixtures.ts';
import { renderWithClient, stubFetch } from '../../../test/render.tsx';
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
  it("shows the tester the builder's name, the time, the listing, the tester's own role and unread count", async () => {
    const conversation = makeConversation({
      builder,
      tester,
      lastMessageAt: fiveMinutesAgo,
      unreadCount: 3,
    });
    stubFetch(Response.json([conversation]));
    const onSelect = renderList(tester.id);

    const row = await screen.findByRole('button', { name: /Grace Hopper/ });
    expect(within(row).getByText('5 minutes ago')).toBeTruthy();
    expect(within(row).getByText('About: TaskFlow')).toBeTruthy();
    expect(within(row).getByText('Tester')).toBeTruthy();
    expect(within(row).queryByText('Builder')).toBeNull();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(row.textContent).toContain('3 unread');
    expect(row.getAttribute('aria-current')).toBeNull();

    fireEvent.click(row);
    expect(onSelect).toHaveBeenCalledWith(conversation.id);
  });

  it("shows the builder the tester's name, the Builder badge, no badge when all is read, and the selection", async () => {
    const conversation = makeConversation({ builder, tester, unreadCount: 0 });
    stubFetch(Response.json([conversation]));
    renderList(builder.id, conversation.id);

    const row = await screen.findByRole('button', { name: /Ada Lovelace/ });
    expect(within(row).getByText('Builder')).toBeTruthy();
    expect(row.textContent).not.toContain('unread');
    expect(row.getAttribute('aria-current')).toBe('true');
    expect(within(row).getByText('less than a minute ago')).toBeTruthy();
  });

  it('says there are no conversations yet', async () => {
    stubFetch(Response.json([]));
    renderList(tester.id);
    expect(
      await screen.findByText(
        'No conversations yet. Start testing software to begin chatting with builders!',
      ),
    ).toBeTruthy();
  });
});
