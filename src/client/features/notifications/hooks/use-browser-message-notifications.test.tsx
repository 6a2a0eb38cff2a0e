import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { BrowserNotificationsControl } from '@/client/features/notifications/components/browser-notifications-control.tsx';
import { BROWSER_NOTIFICATIONS_STORAGE_KEY } from '@/client/features/notifications/utils/browser-notifications.ts';
import type { ServerFrameListener, WsClient } from '@/client/lib/ws-client.ts';
import type { ServerFrame } from '@/shared/contracts/chat.ts';
import { makeMessage, makeParticipant } from '@/tests/client/chat-fixtures.ts';
import { useBrowserMessageNotifications } from './use-browser-message-notifications.ts';

const VIEWER_ID = '00000000-0000-4000-8000-00000000a11c';

/** The browser's Notification, recording what was shown and answering the permission asked. */
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static shown: FakeNotification[] = [];
  static requestPermission = vi.fn(async () => FakeNotification.permission);
  onclick: (() => void) | null = null;
  close = vi.fn();
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
}

function fakeSocket() {
  const listeners = new Set<ServerFrameListener>();
  const socket: WsClient = {
    isOpen: () => true,
    send: () => {},
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => listeners.clear(),
  };
  return {
    socket,
    push: (frame: ServerFrame) => {
      for (const listener of listeners) listener(frame);
    },
  };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

function Listener({ socket }: { socket: WsClient }) {
  useBrowserMessageNotifications(socket, VIEWER_ID);
  return null;
}

function renderListener() {
  const { socket, push } = fakeSocket();
  const location = memoryLocation({ path: '/browse', record: true });
  render(
    <Router hook={location.hook}>
      <Listener socket={socket} />
    </Router>,
  );
  return { push, location };
}

const sender = makeParticipant({ firstName: 'Grace', lastName: 'Hopper' });
const fromGrace = (content = 'Found a bug on the login page') =>
  ({ type: 'new_message', message: makeMessage(sender, { content }) }) as const;

beforeEach(() => {
  FakeNotification.permission = 'granted';
  FakeNotification.shown = [];
  FakeNotification.requestPermission.mockClear();
  vi.stubGlobal('Notification', FakeNotification);
  localStorage.setItem(BROWSER_NOTIFICATIONS_STORAGE_KEY, 'on');
  setVisibility('hidden');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  setVisibility('visible');
});

describe('browser notifications for new messages', () => {
  it('shows the sender and the message while the tab is hidden; a click opens the conversation', () => {
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => {});
    const { push, location } = renderListener();
    const frame = fromGrace();
    act(() => push(frame));

    expect(FakeNotification.shown).toHaveLength(1);
    const [shown] = FakeNotification.shown;
    expect(shown?.title).toBe('Grace Hopper');
    expect(shown?.options).toEqual({
      body: 'Found a bug on the login page',
      tag: frame.message.conversationId,
    });
    act(() => shown?.onclick?.());
    expect(focus).toHaveBeenCalled();
    expect(location.history.at(-1)).toBe(`/messages?c=${frame.message.conversationId}`);
    expect(shown?.close).toHaveBeenCalled();
  });

  it('shortens a long message to a snippet', () => {
    const { push } = renderListener();
    act(() => push(fromGrace('x'.repeat(500))));
    expect(FakeNotification.shown[0]?.options.body).toHaveLength(140);
  });

  it('shows nothing while the tab is visible, for the viewer’s own message, or other frames', () => {
    const { push } = renderListener();
    setVisibility('visible');
    act(() => push(fromGrace()));
    setVisibility('hidden');
    const own = makeMessage(makeParticipant({ id: VIEWER_ID }));
    act(() => push({ type: 'new_message', message: own }));
    act(() => push({ type: 'notifications_changed' }));
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it('shows nothing unless the person turned it on and the browser allows it', () => {
    const { push } = renderListener();
    localStorage.clear();
    act(() => push(fromGrace()));
    localStorage.setItem(BROWSER_NOTIFICATIONS_STORAGE_KEY, 'on');
    FakeNotification.permission = 'denied';
    act(() => push(fromGrace()));
    expect(FakeNotification.shown).toHaveLength(0);
  });
});

describe('a browser that refuses the banner', () => {
  it('throws nothing into the socket, so the frame’s other listeners still hear it', () => {
    vi.stubGlobal(
      'Notification',
      class extends FakeNotification {
        constructor(title: string, options: NotificationOptions) {
          super(title, options);
          throw new TypeError('Illegal constructor');
        }
      },
    );
    const { push } = renderListener();
    expect(() => act(() => push(fromGrace()))).not.toThrow();
  });
});

describe('BrowserNotificationsControl', () => {
  const control = () =>
    screen.getByRole('switch', { name: 'Show browser notifications for new messages' });

  it('asks the browser only when switched on, never on load, and remembers the choice', async () => {
    localStorage.clear();
    FakeNotification.permission = 'default';
    render(<BrowserNotificationsControl />);
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    expect(control().getAttribute('aria-checked')).toBe('false');

    FakeNotification.requestPermission.mockImplementationOnce(async () => {
      FakeNotification.permission = 'granted';
      return 'granted';
    });
    fireEvent.click(control());
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    await screen.findByText(/^On: a message that arrives/);
    expect(control().getAttribute('aria-checked')).toBe('true');
    expect(localStorage.getItem(BROWSER_NOTIFICATIONS_STORAGE_KEY)).toBe('on');

    fireEvent.click(control());
    expect(control().getAttribute('aria-checked')).toBe('false');
    expect(localStorage.getItem(BROWSER_NOTIFICATIONS_STORAGE_KEY)).toBeNull();
  });

  it('says when the browser blocked them, and how to change it', async () => {
    localStorage.clear();
    FakeNotification.permission = 'default';
    FakeNotification.requestPermission.mockImplementationOnce(async () => 'denied');
    render(<BrowserNotificationsControl />);
    fireEvent.click(control());
    expect(await screen.findByText(/^Blocked by your browser. To allow them/)).toBeVisible();
    expect(control().hasAttribute('disabled')).toBe(true);
    expect(localStorage.getItem(BROWSER_NOTIFICATIONS_STORAGE_KEY)).toBeNull();
  });

  it('says when the browser cannot show notifications at all', () => {
    vi.stubGlobal('Notification', undefined);
    render(<BrowserNotificationsControl />);
    expect(screen.getByText('This browser cannot show notifications.')).toBeVisible();
    expect(control().hasAttribute('disabled')).toBe(true);
  });
});
