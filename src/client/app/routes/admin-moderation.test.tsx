import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/tests/client/fixtures.ts';
import { makeCaseSummary, makePersonRef } from '@/tests/client/moderation-fixtures.ts';
import { stubPendingFetch } from '@/tests/client/pending-fetch.ts';
import { fetchedUrls, renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { AdminModerationPage } from './admin-moderation.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = makeUser({ role: 'Admin' });
const cases = () => screen.findByRole('list', { name: 'Open cases' });

/** The cards of the queue, in order; fails when there are fewer than `count`. */
async function caseCards(count: number): Promise<HTMLElement[]> {
  const cards = within(await cases()).getAllByRole('listitem');
  expect(cards.length).toBeGreaterThanOrEqual(count);
  return cards;
}

describe('Moderation queue', () => {
  it.each(['Builder', 'Tester'] as const)('turns away a %s without asking the server', (role) => {
    const fetchMock = stubFetch();
    renderWithClient(<AdminModerationPage user={makeUser({ role })} />);

    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(screen.getByText('You need admin privileges to access this page.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Moderation queue' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows each case: kind, label, owner, open reports, reasons, latest report and appeal', async () => {
    const listing = makeCaseSummary();
    const appealed = makeCaseSummary({
      targetLabel: 'Quiet Notes',
      owner: makePersonRef({ firstName: 'Grace', lastName: 'Hopper' }),
      openReports: 0,
      reasons: [],
      latestReportAt: null,
      appealedAt: '2026-11-24T08:00:00.000Z',
    });
    const message = makeCaseSummary({
      targetType: 'message',
      targetLabel: 'You will regret this',
      openReports: 1,
      reasons: ['harassment'],
    });
    const fetchMock = stubFetch(Response.json([listing, appealed, message]));
    renderWithClient(<AdminModerationPage user={admin} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Moderation queue' })).toBeVisible();
    const [first, second, third] = (await caseCards(3)) as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Listing');
    expect(first).toHaveTextContent('Free Crypto Miner');
    expect(first).toHaveTextContent('OwnerTom Troll');
    expect(first).toHaveTextContent('Open reports2 reports');
    expect(first).toHaveTextContent('ReasonsSpam, Malware or phishing');
    expect(
      within(first)
        .getByText(/Nov 23, 2026/)
        .getAttribute('datetime'),
    ).toBe(listing.latestReportAt);
    expect(within(first).queryByText('Appeal')).toBeNull();
    expect(within(second).getByText('Appeal')).toBeVisible();
    expect(second).toHaveTextContent('Open reports0 reports');
    expect(second).toHaveTextContent('Latest reportNone');
    expect(third).toHaveTextContent('Message');
    expect(third).toHaveTextContent('ReasonsHarassment');
    expect(within(third).getByRole('link', { name: 'You will regret this' })).toHaveAttribute(
      'href',
      `/admin/moderation/message/${message.targetId}`,
    );
    expect(fetchedUrls(fetchMock)).toEqual(['/api/admin/moderation/cases?sort=newest']);
  });

  it('reads the queue again most reported first when the sort changes', async () => {
    const fetchMock = stubFetch(
      Response.json([makeCaseSummary({ targetLabel: 'Newest thing' })]),
      Response.json([makeCaseSummary({ targetLabel: 'Most reported thing', openReports: 9 })]),
    );
    renderWithClient(<AdminModerationPage user={admin} />);

    expect(await screen.findByText('Newest thing')).toBeVisible();
    const sort = screen.getByLabelText('Sort');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest', 'Most reported']);
    fireEvent.change(sort, { target: { value: 'most' } });

    expect(await screen.findByText('Most reported thing')).toBeVisible();
    expect(fetchedUrls(fetchMock)).toEqual([
      '/api/admin/moderation/cases?sort=newest',
      '/api/admin/moderation/cases?sort=most',
    ]);
  });

  it('says so when nothing is open', async () => {
    stubFetch(Response.json([]));
    renderWithClient(<AdminModerationPage user={admin} />);

    expect(await screen.findByText('No open reports')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Open cases' })).toBeNull();
  });

  it('shows a spinner while loading, then a failure that can be retried', async () => {
    const { answer } = stubPendingFetch();
    renderWithClient(<AdminModerationPage user={admin} />);

    expect(screen.getByRole('status', { name: 'Loading the queue' })).toBeVisible();
    answer(Response.json({ code: 'internal_error', message: 'Boom' }, { status: 500 }));
    expect(await screen.findByText('Failed to load the queue.')).toBeVisible();

    stubFetch(Response.json([makeCaseSummary({ targetLabel: 'Back again' })]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeVisible();
  });

  it('wraps an 80-character accented name and 500 characters without a space at 375 px', async () => {
    vi.stubGlobal('innerWidth', 375);
    const longName = 'É'.repeat(80);
    const longLabel = 'x'.repeat(500);
    stubFetch(
      Response.json([
        makeCaseSummary({ targetLabel: longLabel, owner: makePersonRef({ firstName: longName }) }),
      ]),
    );
    renderWithClient(<AdminModerationPage user={admin} />);

    const [card] = (await caseCards(1)) as [HTMLElement];
    const article = within(card).getByRole('article');
    expect(article.className).toContain('[overflow-wrap:anywhere]');
    expect(article.className).toContain('min-w-0');
    expect(within(article).getByRole('link', { name: longLabel })).toBeVisible();
    await waitFor(() => expect(within(article).getByText(`${longName} Troll`)).toBeVisible());
  });
});
