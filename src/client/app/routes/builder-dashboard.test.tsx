import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeId, makeListing, makeUser } from '@/client/test/fixtures.ts';
import { renderWithClient } from '@/client/test/render.tsx';
import { BuilderDashboardPage } from './builder-dashboard.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const builder = makeUser({ role: 'Builder' });
const listing = makeListing({ name: 'TaskFlow', testerCount: 2 });
const tester = {
  id: fakeId(),
  status: 'Interested',
  createdAt: '2026-11-25T09:00:00.000Z',
  tester: { id: fakeId(), firstName: 'Linus', lastName: 'Torvalds', profileImageUrl: null },
};

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
    expect(within(row).getByText('Open')).toBeTruthy();
    expect(within(row).getByText('2 testers')).toBeTruthy();
    expect(within(row).getByText('Posted Nov 23, 2026')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Edit TaskFlow' }).getAttribute('href')).toBe(
      `/software/${listing.id}/edit`,
    );

    fireEvent.click(within(row).getByRole('button', { name: 'Close TaskFlow' }));

    await waitFor(() => expect(callsWith(fetchMock, 'PUT')).toHaveLength(1));
    const [url, init] = callsWith(fetchMock, 'PUT')[0] ?? [];
    expect(url).toBe(`/api/software/${listing.id}`);
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'Closed' });
  });

  it("opens a listing's testers and accepts one", async () => {
    const fetchMock = stubApi({
      '/api/builder/software': [listing],
      [`/api/software/${listing.id}/testers`]: [tester],
    });
    renderWithClient(<BuilderDashboardPage user={builder} />);

    const toggle = await screen.findByRole('button', { name: 'Testers of TaskFlow' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    expect(await screen.findByText('Linus Torvalds')).toBeTruthy();
    expect(screen.getByText('Joined Nov 25, 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(callsWith(fetchMock, 'PATCH')).toHaveLength(1));
    const [url, init] = callsWith(fetchMock, 'PATCH')[0] ?? [];
    expect(url).toBe(`/api/interests/${tester.id}`);
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'Accepted' });
  });

  it('invites a builder without listings to post the first one', async () => {
    stubApi({});
    renderWithClient(<BuilderDashboardPage user={builder} />);

    expect(await screen.findByText("You haven't posted any software yet.")).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Post Your First Software' }).getAttribute('href'),
    ).toBe('/post-software');
  });
});
