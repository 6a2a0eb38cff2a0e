import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { receiveFeedbackChange } from '@/client/features/feedback/utils/receive-feedback-change.ts';
import { fakeId, makeInterest, makeListing, makeUser } from '@/tests/client/fixtures.ts';
import { makeMyCycle, optedIn } from '@/tests/client/my-cycle-fixtures.tsx';
import { makePendingRating, makeRatingPerson } from '@/tests/client/person-profile-fixtures.ts';
import { fetchedUrls, renderWithClient, stubResizeObserver } from '@/tests/client/render.tsx';
import { MyDemosPage } from './my-demos.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listing = makeListing({ name: 'TaskFlow', link: 'https://taskflow.example' });
const interest = makeInterest({ software: listing, status: 'Accepted' });

/** Answers each API path with its own data; DELETEs succeed with 204. */
function stubApi(routes: Record<string, unknown>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    return Response.json(routes[String(input)] ?? []);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('My Demos', () => {
  it('asks a tester to rate a builder they worked with, and shows no such section otherwise', async () => {
    const pending = makePendingRating({
      raterSide: 'tester',
      ratee: makeRatingPerson({ firstName: 'Grace', lastName: 'Hopper' }),
    });
    stubResizeObserver();
    stubApi({ '/api/ratings/pending': [pending] });
    renderWithClient(<MyDemosPage user={makeUser({ role: 'Tester' })} />);
    expect(await screen.findByRole('heading', { name: 'Rate your time together' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Rate Grace Hopper' })).toBeVisible();
    cleanup();

    const fetchMock = stubApi({});
    renderWithClient(<MyDemosPage user={makeUser({ role: 'Tester' })} />);
    await waitFor(() => expect(fetchedUrls(fetchMock)).toContain('/api/ratings/given'));
    expect(await screen.findByRole('tab', { name: 'Beta Testing' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Rate your time together' })).toBeNull();
  });

  it("shows a tester's joined betas with their status, and leaves one after confirming", async () => {
    const fetchMock = stubApi({ '/api/interests': [interest], '/api/saved': [] });
    renderWithClient(<MyDemosPage user={makeUser({ role: 'Tester' })} />);

    const row = (await screen.findByRole('heading', { name: 'TaskFlow' })).closest('article');
    if (!row) throw new Error('row not found');
    expect(within(row).getByText('Accepted')).toBeVisible();
    expect(within(row).getByText('Joined Nov 24, 2026')).toBeVisible();
    expect(within(row).getByText('by Grace Hopper')).toBeVisible();
    expect(
      within(row)
        .getByRole('link', { name: /Visit website/ })
        .getAttribute('href'),
    ).toBe('https://taskflow.example');

    fireEvent.click(within(row).getByRole('button', { name: 'Leave TaskFlow' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/You can join again later while it is open/)).toBeVisible();
    expect(within(dialog).queryByText(/cannot be undone/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave beta' }));

    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
    const leave = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(leave?.[0]).toBe(`/api/interests/${listing.id}`);
  });

  it('says where the tester stands in each beta: place in line, reasons, a coming release', async () => {
    const reason = `Not this round. ${'ß'.repeat(500)}`;
    const interests = [
      makeInterest({
        status: 'Waitlisted',
        waitlistPosition: 2,
        software: makeListing({ name: 'Waiting' }),
      }),
      makeInterest({ status: 'Declined', reason, software: makeListing({ name: 'Refused' }) }),
      makeInterest({
        status: 'Released',
        reason: 'No activity for 14 days',
        software: makeListing({ name: 'Gone quiet' }),
      }),
      makeInterest({
        status: 'Accepted',
        releasesAt: '2026-12-03T12:00:00.000Z',
        software: makeListing({ name: 'Reminded' }),
      }),
      makeInterest({ status: 'Interested', software: makeListing({ name: 'Holding' }) }),
    ];
    stubApi({ '/api/interests': interests, '/api/saved': [] });
    renderWithClient(<MyDemosPage user={makeUser({ role: 'Tester' })} />);

    const row = async (name: string) => {
      const article = (await screen.findByRole('heading', { name })).closest('article');
      if (!article) throw new Error(`no row for ${name}`);
      return within(article);
    };
    const waiting = await row('Waiting');
    expect(waiting.getByText('Waitlisted')).toBeVisible();
    expect(waiting.getByText('You are #2 on the waitlist')).toBeVisible();
    const refused = await row('Refused');
    expect(refused.getByText('Declined')).toBeVisible();
    expect(refused.getByText(`Declined: ${reason}`)).toBeVisible();
    fireEvent.click(refused.getByRole('button', { name: 'Leave Refused' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(/The builder declined you, so you cannot join it again/),
    ).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await row('Gone quiet')).getByText('Released: No activity for 14 days')).toBeVisible();
    expect(
      (await row('Reminded')).getByText(
        "Your place will be released on Dec 3, 2026 unless you press “I'm still testing” on its page.",
      ),
    ).toBeVisible();
    const holding = await row('Holding');
    expect(holding.getByText('Interested')).toBeVisible();
    expect(holding.queryByText(/waitlist|released|:/i)).toBeNull();
  });

  it("shows the tester's test cycles above the betas they joined, with today's check-in", async () => {
    const myCycle = makeMyCycle(optedIn({ streak: 4 }), { id: listing.id, name: 'TaskFlow' });
    stubApi({ '/api/interests': [interest], '/api/saved': [], '/api/me/cycles': [myCycle] });
    renderWithClient(<MyDemosPage user={makeUser({ role: 'Tester', email: 'ada@example.com' })} />);

    const cycles = await screen.findByRole('region', { name: 'Test cycles' });
    const card = within(cycles);
    expect(card.getByRole('link', { name: 'TaskFlow' }).getAttribute('href')).toBe(
      `/software/${listing.id}`,
    );
    expect(card.getByText('Day 3 of 14 · 11 days left')).toBeVisible();
    expect(card.getByText('4 days in a row')).toBeVisible();
    expect(card.getByRole('button', { name: 'I used it today' })).toBeEnabled();
    const tabs = screen.getByRole('tablist', { name: 'My Demos' });
    expect(cycles.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findByText('Joined Nov 24, 2026')).toBeVisible();
  });

  it('gives a builder a note and the saved software, and never asks for joined betas', async () => {
    const fetchMock = stubApi({
      '/api/saved': [
        {
          id: fakeId(),
          softwareId: listing.id,
          userId: fakeId(),
          createdAt: listing.createdAt,
          software: listing,
        },
      ],
    });
    renderWithClient(<MyDemosPage user={makeUser({ role: 'Builder' })} />);

    expect(await screen.findByText('Saved Nov 23, 2026')).toBeVisible();
    expect(screen.getByText(/My Demos is for testers/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Remove TaskFlow from saved' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/You can save it again at any time/)).toBeVisible();
    expect(within(dialog).queryByText(/cannot be undone/)).toBeNull();
    expect(fetchedUrls(fetchMock)).toEqual(['/api/saved']);
  });

  it('says when a tester has joined nothing yet', async () => {
    stubApi({});
    renderWithClient(<MyDemosPage user={makeUser({ role: 'Tester' })} />);

    expect(await screen.findByText("You haven't joined any betas yet.")).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Test cycles' })).toBeNull();
  });

  it("lists the tester's feedback with its status, and follows a change live", async () => {
    const report = {
      id: fakeId(),
      softwareId: listing.id,
      kind: 'Bug',
      title: `Crash ${'é'.repeat(300)}`,
      status: 'Fixed',
      updatedAt: '2026-11-24T10:00:00.000Z',
    };
    const mine = [report];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        if (String(input) === '/api/feedback/mine') return Response.json(mine);
        if (String(input) === `/api/software/${listing.id}`) return Response.json(listing);
        return Response.json([]);
      }),
    );
    const { client } = renderWithClient(<MyDemosPage user={makeUser({ role: 'Tester' })} />);
    const tab = screen.getByRole('tab', { name: 'My feedback' });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);

    const link = await screen.findByRole('link', { name: report.title });
    expect(link.getAttribute('href')).toBe(`/feedback/${report.id}`);
    expect(screen.getByText('Fixed')).toBeVisible();
    expect(await screen.findByText('TaskFlow · Updated Nov 24, 2026')).toBeVisible();

    mine[0] = { ...report, status: 'Reopened' };
    receiveFeedbackChange(client, report.id);
    expect(await screen.findByText('Reopened')).toBeVisible();
  });

  it('says when the tester has reported nothing yet', async () => {
    stubApi({ '/api/interests': [], '/api/saved': [], '/api/feedback/mine': [] });
    renderWithClient(<MyDemosPage user={makeUser({ role: 'Tester' })} />);
    const tab = screen.getByRole('tab', { name: 'My feedback' });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);

    expect(await screen.findByText(/You haven't reported any feedback yet/)).toBeVisible();
  });
});
