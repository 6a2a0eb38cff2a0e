import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ServerFrameListener, WsClient } from '@/client/lib/ws-client.ts';
import { useLiveBoard } from './use-live-board.ts';

function fakeSocket() {
  const listeners = new Set<ServerFrameListener>();
  const socket: WsClient = {
    isOpen: () => true,
    send: () => {},
    close: () => {},
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { socket, listeners };
}

describe('useLiveBoard', () => {
  it("marks the listing's board stale on a feedback frame, and stops listening when gone", () => {
    const client = new QueryClient();
    const boardKey = ['/api/software/s1/feedback', { sort: 'newest' }];
    const otherKey = ['/api/software/s2/feedback', { sort: 'newest' }];
    client.setQueryData(boardKey, { pages: [], pageParams: [] });
    client.setQueryData(otherKey, { pages: [], pageParams: [] });
    const { socket, listeners } = fakeSocket();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useLiveBoard('s1', socket), { wrapper });

    for (const listener of listeners) listener({ type: 'feedback_changed', feedbackId: 'f1' });
    expect(client.getQueryState(boardKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(otherKey)?.isInvalidated).toBe(false);

    unmount();
    expect(listeners.size).toBe(0);
  });
});
