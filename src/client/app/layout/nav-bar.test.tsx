import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateTo } from '@/client/lib/navigation.ts';
import { makeConversation } from '@/tests/client/chat-fixtures.ts';
import { makeUser } from '@/tests/client/fixtures.ts';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { NavBar } from './nav-bar.tsx';

vi.mock('@/client/lib/navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/client/lib/navigation.ts')>()),
  navigateTo: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NavBar unread count', () => {
  it('adds the unread total across conversations to the Messages link and menu item', async () => {
    stubFetch(
      Response.json([
        makeConversation({ unreadCount: 2 }),
        makeConversation({ unreadCount: 0 }),
        makeConversation({ unreadCount: 1 }),
      ]),
    );
    renderWithClient(<NavBar user={makeUser({ role: 'Tester' })} />);

    // The header's links, then a phone's bottom bar: CSS shows one of the two, by the width.
    const [nav, phoneBar] = screen.getAllByRole('navigation', { name: 'Main' });
    if (!nav || !phoneBar) throw new Error('expected the header links and the bottom bar');
    // The name holds the text shown ("Messages", "3"); the words are visually hidden, not a label.
    const link = await within(nav).findByRole('link', { name: 'Messages 3 unread messages' });
    expect(link.getAttribute('href')).toBe('/messages');
    expect(link.getAttribute('aria-label')).toBeNull();
    expect(within(link).getByText('3').getAttribute('aria-hidden')).toBeNull();
    expect(within(link).getByText('unread messages').className).toContain('sr-only');
    expect(phoneBar.className).toContain('md:hidden');
    expect(
      within(phoneBar)
        .getAllByRole('link')
        .map((item) => item.textContent),
    ).toEqual(['Browse', 'Messages 3 unread messages', 'My Demos']);
    // The avatar, which holds the links on a phone, shows the count too.
    expect(
      within(await screen.findByRole('button', { name: 'Account menu' })).getByText('3').className,
    ).toContain('md:hidden');

    // The avatar menu carries the same links for small screens.
    fireEvent.pointerDown(await screen.findByRole('button', { name: 'Account menu' }), {
      button: 0,
      ctrlKey: false,
    });
    const menu = await screen.findByRole('menu');
    const item = within(menu).getByRole('menuitem', { name: 'Messages 3 unread messages' });
    expect(item.getAttribute('aria-label')).toBeNull();
  });

  it('shows no count when everything is read, and asks nothing when signed out', async () => {
    const fetchMock = stubFetch(Response.json([makeConversation({ unreadCount: 0 })]));
    const { client, unmount } = renderWithClient(<NavBar user={makeUser()} />);
    await waitFor(() => expect(client.getQueryData(['/api/conversations'])).toHaveLength(1));
    expect(screen.getAllByRole('link', { name: 'Messages' })).toHaveLength(2);
    unmount();

    fetchMock.mockClear();
    renderWithClient(<NavBar user={null} />);
    // For people with no account yet: the sign-in screen opens on "Create account".
    expect(screen.getByRole('link', { name: 'Join Free' }).getAttribute('href')).toBe(
      '/api/login?tab=create-account',
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('NavBar Post Software', () => {
  it('leaves the dashboard its own Post Software button, and offers it everywhere else', async () => {
    stubFetch();
    window.history.replaceState(null, '', '/builder-dashboard');
    const { unmount } = renderWithClient(<NavBar user={makeUser({ role: 'Builder' })} />);
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Post Software' })).toBeNull();
    unmount();

    window.history.replaceState(null, '', '/');
    renderWithClient(<NavBar user={makeUser({ role: 'Builder' })} />);
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Post Software' }),
    ).toHaveAttribute('href', '/post-software');
  });
});

describe('NavBar notification bell', () => {
  it('shows the bell with its unread count beside the account menu, signed in only', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        String(input) === '/api/notifications/unread'
          ? Response.json({ unreadCount: 4 })
          : Response.json([]),
      ),
    );
    const { unmount } = renderWithClient(<NavBar user={makeUser()} />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 4 unread' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    unmount();

    renderWithClient(<NavBar user={null} />);
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
  });
});

describe('NavBar sign-out', () => {
  it('signs out with a POST from the avatar menu, then loads the landing page', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      String(input) === '/api/auth/logout'
        ? new Response(null, { status: 204 })
        : Response.json([]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithClient(<NavBar user={makeUser()} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Account menu' }), {
      button: 0,
      ctrlKey: false,
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/'));
    const signOut = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout');
    expect(signOut?.[1]?.method).toBe('POST');
  });
});
