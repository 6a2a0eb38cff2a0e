import { vi } from 'vitest';
import { notificationPaths } from '@/shared/contracts/notification-paths.ts';
import type {
  Notification,
  Preference,
  ReadNotificationsBody,
} from '@/shared/contracts/notifications.ts';
import { fakeId } from './fixtures.ts';

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: fakeId(),
    type: 'message',
    title: 'New message from Grace Hopper',
    body: 'Found a bug on the login page',
    link: '/messages?c=00000000-0000-4000-8000-000000000999',
    count: 1,
    createdAt: new Date().toISOString(),
    readAt: null,
    ...overrides,
  };
}

type FakeApiOptions = {
  notifications?: Notification[];
  preferences?: Preference[];
  pageSize?: number;
};

/**
 * A stand-in for the notification endpoints, answering from what it holds: pages by a cursor
 * that is the next item's index, reads that mark items and lower the count, preferences that
 * PUT merges by type. `fail` makes the next calls to a path answer 500; any other path answers
 * an empty list, as `stubFetch` does.
 */
export function stubNotificationsApi({
  notifications = [],
  preferences = [],
  pageSize = 20,
}: FakeApiOptions = {}) {
  const state = { notifications, preferences, failing: new Set<string>() };
  const unreadCount = () => state.notifications.filter(({ readAt }) => readAt === null).length;

  function answer(url: URL, method: string, body: unknown): Response {
    const path = url.pathname;
    if (state.failing.has(path)) return new Response('Internal Server Error', { status: 500 });
    if (path === notificationPaths.list) return page(url.searchParams);
    if (path === notificationPaths.unread) return Response.json({ unreadCount: unreadCount() });
    if (path === notificationPaths.read && method === 'POST') {
      const read = body as ReadNotificationsBody;
      const now = new Date().toISOString();
      for (const item of state.notifications) {
        if ('all' in read || read.ids.includes(item.id)) item.readAt ??= now;
      }
      return Response.json({ unreadCount: unreadCount() });
    }
    if (path === notificationPaths.preferences && method === 'PUT') {
      const changes = (body as { preferences: Preference[] }).preferences;
      state.preferences = state.preferences.map(
        (row) => changes.find(({ type }) => type === row.type) ?? row,
      );
    }
    if (path === notificationPaths.preferences) {
      return Response.json({ preferences: state.preferences });
    }
    return Response.json([]);
  }

  function page(search: URLSearchParams): Response {
    const start = Number(search.get('cursor') ?? 0);
    const end = start + pageSize;
    return Response.json({
      items: state.notifications.slice(start, end),
      nextCursor: end < state.notifications.length ? String(end) : null,
      unreadCount: unreadCount(),
    });
  }

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return answer(url, method, body);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    fetchMock,
    state,
    fail: (path: string) => state.failing.add(path),
    recover: (path: string) => state.failing.delete(path),
    /** The bodies of the calls made with `method` to `path`, in order. */
    sent: (method: string, path: string) =>
      fetchMock.mock.calls
        .filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method)
        .map(([, init]) => JSON.parse(String(init?.body))),
  };
}
