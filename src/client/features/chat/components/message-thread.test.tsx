import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeConversation, makeMessage, makeParticipant } from '@/tests/client/chat-fixtures.ts';
import { renderWithClient } from '@/tests/client/render.tsx';
import { MessageThread } from './message-thread.tsx';

const builder = makeParticipant({ firstName: 'Grace', lastName: 'Hopper', role: 'Builder' });

function renderThread(tester = makeParticipant({ firstName: 'Ada', role: 'Tester' })) {
  const conversation = makeConversation({ builder, tester });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () =>
      Response.json([makeMessage(tester, { conversationId: conversation.id, content: 'Hi' })]),
    ),
  );
  renderWithClient(
    <MessageThread conversation={conversation} viewerId={builder.id} onBack={() => {}} />,
  );
}

beforeEach(() => {
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(0);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MessageThread', () => {
  it('lets the viewer reply to someone who still has an account', async () => {
    renderThread();

    expect(await screen.findByText('Hi')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    expect(screen.queryByText("This person deleted their account; you can't reply.")).toBeNull();
  });

  it('says a deleted person is gone instead of offering a reply, and keeps the thread', async () => {
    renderThread(
      makeParticipant({ firstName: 'Deleted', lastName: 'user', role: 'Tester', deleted: true }),
    );

    expect(await screen.findByText('Hi')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Deleted user' })).toBeVisible();
    expect(screen.getByText("This person deleted their account; you can't reply.")).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
  });
});
