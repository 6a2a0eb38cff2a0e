import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeConversation } from '@/tests/client/chat-fixtures.ts';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { MessageTesterButton } from './message-tester-button.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('MessageTesterButton', () => {
  it("opens the builder's conversation with the tester on the Messages screen", async () => {
    const conversation = makeConversation();
    const fetchMock = stubFetch(Response.json(conversation));
    window.history.replaceState(null, '', '/builder-dashboard');
    renderWithClient(
      <>
        <span id="tester-name">Ada Lovelace</span>
        <MessageTesterButton
          builderId={conversation.builderId}
          testerId={conversation.testerId}
          listingId={conversation.softwareId}
          describedBy="tester-name"
        />
      </>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Message', description: 'Ada Lovelace' }));

    await waitFor(() => expect(window.location.pathname).toBe('/messages'));
    expect(window.location.search).toBe(`?c=${conversation.id}`);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/conversations');
    expect(JSON.parse(String(init?.body))).toEqual({
      builderId: conversation.builderId,
      testerId: conversation.testerId,
      softwareId: conversation.softwareId,
    });
  });
});
