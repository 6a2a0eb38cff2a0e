import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { makeNotification, stubNotificationsApi } from '@/tests/client/fake-notifications-api.ts';
import { renderWithClient } from '@/tests/client/render.tsx';
import { NotificationCenter } from './notification-center.tsx';

afterEach(cleanup);

function renderCenter() {
  const location = memoryLocation({ path: '/notifications', record: true });
  const rendered = renderWithClient(
    <Router hook={location.hook}>
      <NotificationCenter />
    </Router>,
  );
  return { ...rendered, location };
}

const list = () => screen.findByRole('list', { name: 'Notifications' });

describe('NotificationCenter', () => {
  it('lists newest first with title, body and time, unread ones said to be unread', async () => {
    stubNotificationsApi({
      notifications: [
        makeNotification({ title: 'New message from Grace Hopper', count: 3 }),
        makeNotification({
          type: 'decision',
          title: 'You were accepted to TaskFlow',
          body: null,
          link: '/software/abc',
          readAt: '2026-11-24T09:00:00.000Z',
        }),
      ],
    });
    renderCenter();
    const links = within(await list()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/messages?c=00000000-0000-4000-8000-000000000999',
      '/software/abc',
    ]);
    // Three messages in one conversation share one notification, which says how many.
    expect(links[0]?.textContent).toMatch(/^Unread: New message from Grace Hopper 3 messages/);
    expect(links[0]?.textContent).toContain('Found a bug on the login page');
    expect(links[0]?.textContent).toContain('ago');
    expect(links[1]?.textContent).not.toContain('Unread');
    expect(screen.getByText('1 unread notification')).toBeVisible();
  });

  it('marks an item read as it is opened, and goes where it leads', async () => {
    const api = stubNotificationsApi({ notifications: [makeNotification({ link: '/my-demos' })] });
    const { location } = renderCenter();
    const item = await screen.findByRole('link', { name: /Unread: New message/ });
    fireEvent.click(item);

    expect(location.history.at(-1)).toBe('/my-demos');
    await waitFor(() =>
      expect(api.sent('POST', '/api/notifications/read')).toEqual([
        { ids: [api.state.notifications[0]?.id] },
      ]),
    );
  });

  it('sends nothing when an already read item is opened', async () => {
    const api = stubNotificationsApi({
      notifications: [makeNotification({ readAt: new Date().toISOString() })],
    });
    renderCenter();
    fireEvent.click(await screen.findByRole('link', { name: /New message/ }));
    expect(api.sent('POST', '/api/notifications/read')).toEqual([]);
  });

  it('never links away from the site, whatever a stored link says', async () => {
    stubNotificationsApi({ notifications: [makeNotification({ link: 'https://evil.example/x' })] });
    renderCenter();
    const item = await screen.findByRole('link', { name: /New message/ });
    expect(item.getAttribute('href')).toBe('/');
  });

  it('marks all read, then offers it no more', async () => {
    const api = stubNotificationsApi({
      notifications: [makeNotification(), makeNotification(), makeNotification()],
    });
    renderCenter();
    await screen.findByText('3 unread notifications');
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect((markAll as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(markAll);

    await screen.findByText('All read');
    expect(api.sent('POST', '/api/notifications/read')).toEqual([{ all: true }]);
    expect((markAll as HTMLButtonElement).disabled).toBe(true);
    expect(within(await list()).queryByText(/Unread:/)).toBeNull();
  });

  it('loads the next page with "Load more" until there is none', async () => {
    const notifications = Array.from({ length: 5 }, (_, index) =>
      makeNotification({ title: `Notification ${index + 1}` }),
    );
    const api = stubNotificationsApi({ notifications, pageSize: 2 });
    renderCenter();
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(4),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText(/Notification 5/);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const pages = api.fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.startsWith('/api/notifications?') || url === '/api/notifications');
    expect(pages).toEqual([
      '/api/notifications',
      '/api/notifications?cursor=2',
      '/api/notifications?cursor=4',
    ]);
  });

  it("says you're all caught up when there is nothing", async () => {
    stubNotificationsApi();
    renderCenter();
    expect(await screen.findByText(/You're all caught up/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('shows a skeleton while loading, and a failed read with a way to try again', async () => {
    const api = stubNotificationsApi({ notifications: [makeNotification()] });
    api.fail('/api/notifications');
    renderCenter();
    expect(screen.getByRole('status').textContent).toBe('Loading notifications');
    expect(await screen.findByText('Could not load your notifications.')).toBeVisible();

    api.recover('/api/notifications');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await list()).toBeVisible();
  });
});
