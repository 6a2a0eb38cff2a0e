import { act, cleanup, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useUnreadNotificationCount } from '@/client/features/notifications/api/get-unread-notification-count.ts';
import { NotificationBell } from '@/client/features/notifications/components/notification-bell.tsx';
import { createWsClient, type WsClient } from '@/client/lib/ws-client.ts';
import { makeNotification, stubNotificationsApi } from '@/tests/client/fake-notifications-api.ts';
import { FakeWebSocket, stubWebSocket } from '@/tests/client/fake-web-socket.ts';
import { renderWithClient } from '@/tests/client/render.tsx';
import { useLiveNotifications } from './use-live-notifications.ts';

/** The header's part: the bell with the count, kept live by the session's socket. */
function LiveBell() {
  const [socket, setSocket] = useState<WsClient | null>(null);
  useEffect(() => {
    const client = createWsClient({ userId: 'viewer', onConnect: () => {}, url: 'ws://test/ws' });
    setSocket(client);
    return () => client.close();
  }, []);
  useLiveNotifications(socket);
  return <NotificationBell unread={useUnreadNotificationCount(true)} />;
}

beforeEach(stubWebSocket);
afterEach(cleanup);

describe('the notification bell', () => {
  it('names itself with the unread count and leads to the notification center', async () => {
    stubNotificationsApi({ notifications: [makeNotification(), makeNotification()] });
    renderWithClient(<LiveBell />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    // The number is shown, not only said.
    expect(bell.textContent).toContain('2');
  });

  it('says only "Notifications" with nothing unread, and caps the number shown at 99+', async () => {
    const api = stubNotificationsApi({ notifications: [makeNotification({ readAt: 'x' })] });
    renderWithClient(<LiveBell />);
    expect(await screen.findByRole('link', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
    cleanup();

    api.state.notifications = Array.from({ length: 120 }, () => makeNotification());
    renderWithClient(<LiveBell />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 99+ unread' });
    expect(bell.textContent).toContain('99+');
  });

  it('re-reads the count when the socket says the notifications changed, without a reload', async () => {
    const api = stubNotificationsApi({ notifications: [makeNotification()] });
    renderWithClient(<LiveBell />);
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });

    api.state.notifications.push(makeNotification(), makeNotification());
    // An unrelated frame changes nothing.
    act(() => FakeWebSocket.latest().receive({ type: 'account_changed' }));
    act(() => FakeWebSocket.latest().receive({ type: 'notifications_changed' }));
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toHaveTextContent(
      '3',
    );
  });

  it('re-reads the count on every (re)connect, since frames sent meanwhile are lost', async () => {
    const api = stubNotificationsApi({ notifications: [makeNotification()] });
    renderWithClient(<LiveBell />);
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });

    for (const item of api.state.notifications) item.readAt = new Date().toISOString();
    act(() => FakeWebSocket.latest().receive({ type: 'authenticated', userId: 'viewer' }));
    expect(await screen.findByRole('link', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
  });
});
