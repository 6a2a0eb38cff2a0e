import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { Feedback } from '@/shared/contracts/feedback.ts';
import { fakeId, makeListing, makeUser } from '@/tests/client/fixtures.ts';
import { renderWithClient } from '@/tests/client/render.tsx';
import { FeedbackBoardPage } from './feedback-board.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const builder = makeUser({ role: 'Builder' });
const listing = makeListing({ builderId: builder.id, name: 'TaskFlow' });
const board = `/api/software/${listing.id}/feedback`;

function makeReport(overrides: Partial<Feedback> = {}): Feedback {
  return {
    id: fakeId(),
    softwareId: listing.id,
    reporter: { id: fakeId(), firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null },
    kind: 'Bug',
    title: 'Crash on save',
    body: 'It crashes',
    steps: null,
    expected: null,
    actual: null,
    severity: 'High',
    device: { browser: '', os: '', viewport: '' },
    screenshots: ['/api/feedback/x/screenshots/0', '/api/feedback/x/screenshots/1'],
    status: 'InProgress',
    duplicateOf: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** Opens the board at `path` as `user`; `pages` answers each board URL. */
function renderBoard(path: string, pages: Record<string, Response>, user = builder) {
  window.history.replaceState(null, '', path);
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url === `/api/software/${listing.id}`) return Response.json(listing);
    return pages[url]?.clone() ?? Response.json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithClient(
    <Route path="/software/:id/feedback">
      <FeedbackBoardPage user={user} />
    </Route>,
  );
  return fetchMock;
}

const boardCalls = (fetchMock: ReturnType<typeof renderBoard>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith(board));

describe('Feedback board', () => {
  it('lists reports with their badges, reporter, date, screenshots and a link to each', async () => {
    const report = makeReport();
    const fetchMock = renderBoard(`/software/${listing.id}/feedback`, {
      [board]: Response.json([report]),
    });

    expect(await screen.findByRole('heading', { name: 'Feedback on TaskFlow' })).toBeVisible();
    const link = await screen.findByRole('link', { name: 'Crash on save' });
    expect(link.getAttribute('href')).toBe(`/feedback/${report.id}`);
    const row = within(link.closest('article') as HTMLElement);
    expect(row.getByText('Bug')).toBeVisible();
    expect(row.getByText('Severity: High')).toBeVisible();
    expect(row.getByText('Status: In progress')).toBeVisible();
    expect(row.getByText('By Ada Lovelace')).toBeVisible();
    expect(row.getByText('Nov 20, 2026')).toBeVisible();
    expect(row.getByText('2 screenshots')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(boardCalls(fetchMock)).toContain(`${board}/export?format=csv`));
    expect(screen.getByRole('button', { name: 'Download JSON' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to TaskFlow' }).getAttribute('href')).toBe(
      `/software/${listing.id}`,
    );
  });

  it('reads the filters from the URL and writes each change back into it and the query', async () => {
    const fetchMock = renderBoard(`/software/${listing.id}/feedback?kind=Bug&sort=oldest`, {});

    expect(await screen.findByText('No feedback matches these filters')).toBeVisible();
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('Bug');
    expect((screen.getByLabelText('Sort') as HTMLSelectElement).value).toBe('oldest');
    expect(boardCalls(fetchMock)).toEqual([`${board}?kind=Bug&sort=oldest`]);

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Fixed' } });
    fireEvent.change(screen.getByLabelText('Severity'), { target: { value: 'Critical' } });
    await waitFor(() =>
      expect(boardCalls(fetchMock).at(-1)).toBe(
        `${board}?kind=Bug&status=Fixed&severity=Critical&sort=oldest`,
      ),
    );
    expect(window.location.search).toBe('?kind=Bug&status=Fixed&severity=Critical&sort=oldest');

    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'newest' } });
    await waitFor(() =>
      expect(boardCalls(fetchMock).at(-1)).toBe(`${board}?status=Fixed&severity=Critical`),
    );
    expect(window.location.search).toBe('?status=Fixed&severity=Critical');
  });

  it('says when a listing has no feedback at all', async () => {
    renderBoard(`/software/${listing.id}/feedback`, {});
    expect(await screen.findByText('No feedback yet')).toBeVisible();
  });

  it('loads the page named by the Link header on "Load more"', async () => {
    const next = `${board}?sort=newest&limit=25&cursor=abc`;
    const first = makeReport({ title: 'First page' });
    const second = makeReport({ title: 'Second page' });
    const fetchMock = renderBoard(`/software/${listing.id}/feedback`, {
      [board]: new Response(JSON.stringify([first]), {
        headers: { 'content-type': 'application/json', Link: `<${next}>; rel="next"` },
      }),
      [next]: Response.json([second]),
    });

    const report = (id: string) => `/feedback/${id}`;
    expect(await screen.findByRole('link', { name: 'First page' })).toHaveAttribute(
      'href',
      report(first.id),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Second page' })).toHaveAttribute(
      'href',
      report(second.id),
    );
    expect(screen.getByRole('link', { name: 'First page' })).toHaveAttribute(
      'href',
      report(first.id),
    );
    expect(boardCalls(fetchMock)).toEqual([board, next]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('tells anyone but the builder that only the builder sees the feedback, and asks nothing', async () => {
    const fetchMock = renderBoard(`/software/${listing.id}/feedback`, {}, makeUser());
    expect(
      await screen.findByText('Only the builder of this beta can see its feedback'),
    ).toBeVisible();
    expect(boardCalls(fetchMock)).toEqual([]);
  });
});
