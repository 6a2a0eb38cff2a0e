import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeId, makeListing, makeListingTester, makeUser } from '@/tests/client/fixtures.ts';
import { renderWithClient } from '@/tests/client/render.tsx';
import { BuilderDashboardPage } from './builder-dashboard.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const builder = makeUser({ role: 'Builder' });
const listing = makeListing({ name: 'TaskFlow', testerCount: 2 });
const tester = makeListingTester('Linus', {
  tester: { id: fakeId(), firstName: 'Linus', lastName: 'Torvalds', profileImageUrl: null },
});

function stubApi(routes: Record<string, unknown>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) =>
    init?.method && init.method !== 'GET'
      ? Response.json({})
      : Response.json(routes[String(input)] ?? []),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const callsWith = (fetchMock: ReturnType<typeof stubApi>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method);

describe('Builder Dashboard', () => {
  it('lists own software and closes a listing by sending the opposite status', async () => {
    const fetchMock = stubApi({ '/api/builder/software': [listing] });
    renderWithClient(<BuilderDashboardPage user={builder} />);

    const row = (await screen.findByRole('heading', { name: 'TaskFlow' })).closest('article');
    if (!row) throw new Error('row not found');
    expect(within(row).getByText('Open')).toBeVisible();
    expect(within(row).getByText('2 testers')).toBeVisible();
    expect(within(row).getByText('Posted Nov 23, 2026')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Edit TaskFlow' }).getAttribute('href')).toBe(
      `/software/${listing.id}/edit`,
    );
    expect(
      within(row).getByRole('link', { name: 'Feedback on TaskFlow' }).getAttribute('href'),
    ).toBe(`/software/${listing.id}/feedback`);
    expect(
      within(row).getByRole('link', { name: 'Test cycles of TaskFlow' }).getAttribute('href'),
    ).toBe(`/software/${listing.id}/cycles`);

    fireEvent.click(within(row).getByRole('button', { name: 'Close TaskFlow' }));

    await waitFor(() => expect(callsWith(fetchMock, 'PUT')).toHaveLength(1));
    const [url, init] = callsWith(fetchMock, 'PUT')[0] ?? [];
    expect(url).toBe(`/api/software/${listing.id}`);
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'Closed' });
  });

  it("opens a listing's testers and accepts one, with a reason", async () => {
    const fetchMock = stubApi({
      '/api/builder/software': [listing],
      [`/api/software/${listing.id}/testers`]: [tester],
    });
    renderWithClient(<BuilderDashboardPage user={builder} />);

    const toggle = await screen.findByRole('button', { name: 'Testers of TaskFlow' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    expect(await screen.findByText('Linus Torvalds')).toBeVisible();
    expect(screen.getByText('Joined Nov 25, 2026')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Accept Linus Torvalds?' }));
    fireEvent.change(dialog.getByLabelText('Reason (optional)'), {
      target: { value: 'Your kernel experience helps' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(callsWith(fetchMock, 'PATCH')).toHaveLength(1));
    const [url, init] = callsWith(fetchMock, 'PATCH')[0] ?? [];
    expect(url).toBe(`/api/interests/${tester.id}`);
    expect(JSON.parse(String(init?.body))).toEqual({
      status: 'Accepted',
      reason: 'Your kernel experience helps',
    });
  });

  it('messages a tester from the testers list', async () => {
    const fetchMock = stubApi({
      '/api/builder/software': [listing],
      [`/api/software/${listing.id}/testers`]: [tester],
    });
    renderWithClient(<BuilderDashboardPage user={builder} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Testers of TaskFlow' }));
    await screen.findByText('Linus Torvalds');

    fireEvent.click(screen.getByRole('button', { name: 'Message', description: 'Linus Torvalds' }));

    await waitFor(() => expect(callsWith(fetchMock, 'POST')).toHaveLength(1));
    const [url, init] = callsWith(fetchMock, 'POST')[0] ?? [];
    expect(url).toBe('/api/conversations');
    expect(JSON.parse(String(init?.body))).toEqual({
      builderId: listing.builderId,
      testerId: tester.tester.id,
      softwareId: listing.id,
    });
  });

  it('invites a builder without listings to post the first one', async () => {
    stubApi({});
    renderWithClient(<BuilderDashboardPage user={builder} />);

    expect(await screen.findByText("You haven't posted any software yet.")).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Post Your First Software' }).getAttribute('href'),
    ).toBe('/post-software');
  });

  it('marks a hidden listing Hidden, and no other', async () => {
    const hidden = makeListing({ name: 'Ledger' });
    stubApi({
      '/api/builder/software': [listing, hidden],
      '/api/me/hidden-listings': [
        {
          listingId: hidden.id,
          listingName: 'Ledger',
          cause: 'moderation',
          reason: 'Spam',
          hiddenAt: '2026-12-01T10:00:00.000Z',
          appeal: null,
          appealedAt: null,
          appealRejectedAt: null,
        },
      ],
    });
    renderWithClient(<BuilderDashboardPage user={builder} />);

    const hiddenRow = (await screen.findByRole('heading', { name: 'Ledger' })).closest('article');
    const shownRow = screen.getByRole('heading', { name: 'TaskFlow' }).closest('article');
    if (!hiddenRow || !shownRow) throw new Error('rows not found');
    expect(await within(hiddenRow).findByText('Hidden')).toBeVisible();
    expect(within(shownRow).queryByText('Hidden')).not.toBeInTheDocument();
  });
});
