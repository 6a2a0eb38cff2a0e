import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Interest } from '@/shared/contracts/interests.ts';
import { makeInterest, makeListing, makeUser } from '@/tests/client/fixtures.ts';
import { renderWithClient, stubResizeObserver } from '@/tests/client/render.tsx';
import { ListingDetailPage } from './listing-detail.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * The page reads the session, then the listing; this answers the listing reads (and a join) in
 * that order, and a joined tester's signups with `interests`.
 */
function renderDetail(
  user: ReturnType<typeof makeUser> | null,
  ...listing: (Response | { interests: Interest[] })[]
) {
  const id = '6f1c1f1e-8a4f-4d55-9d3f-1a2b3c4d5e6f';
  window.history.replaceState(null, '', `/software/${id}`);
  const session = Response.json(user);
  const interests = listing.flatMap((answer) => ('interests' in answer ? answer.interests : []));
  const answers = listing.filter((answer) => answer instanceof Response);
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input) === '/api/auth/session') return session.clone();
    if (String(input) === '/api/me/devices') return Response.json([]);
    if (String(input).endsWith('/feedback/stats')) {
      return Response.json({
        received: 0,
        acknowledgedShare: null,
        medianFirstResponseHours: null,
      });
    }
    if (String(input).endsWith('/agreement/acceptance')) {
      return Response.json({ code: 'agreement_not_found', message: 'None' }, { status: 404 });
    }
    if (String(input).endsWith('/hidden')) {
      return Response.json({ code: 'listing_not_hidden', message: 'Not hidden' }, { status: 404 });
    }
    if (String(input) === '/api/interests' && init?.method !== 'POST') {
      return Response.json(interests);
    }
    return answers.shift() ?? Response.json({});
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithClient(<ListingDetailPage />);
  return fetchMock;
}

describe('Software detail', () => {
  it('says when the listing does not exist', async () => {
    renderDetail(null, Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 }));

    expect(await screen.findByText('Software Not Found')).toBeVisible();
    expect(
      screen.getByText("This software listing doesn't exist or has been removed."),
    ).toBeVisible();
  });

  it('invites a signed-out visitor to join, and offers no actions', async () => {
    const listing = makeListing({ testerCount: 4, notes: 'Try the import first.' });
    renderDetail(null, Response.json(listing));

    expect(await screen.findByRole('heading', { name: 'TaskFlow', level: 1 })).toBeVisible();
    expect(screen.getByText('4 testers joined')).toBeVisible();
    expect(screen.getByText('Posted Nov 23, 2026')).toBeVisible();
    expect(screen.getByText('Test Instructions')).toBeVisible();
    const builder = screen.getByRole('link', { name: 'Grace Hopper' });
    expect(builder.parentElement?.textContent).toBe('by Grace Hopper');
    expect(builder.getAttribute('href')).toBe(`/u/${listing.builder.id}`);
    // An invitation to a new account: the sign-in screen opens on "Create account".
    expect(screen.getByRole('link', { name: 'Join Free' }).getAttribute('href')).toBe(
      `/api/login?returnTo=${encodeURIComponent(`/software/${listing.id}`)}&tab=create-account`,
    );
    expect(screen.queryByRole('button', { name: "I'll Test This" })).toBeNull();
  });

  it('lets a tester join, then refreshes the listing', async () => {
    const listing = makeListing();
    const fetchMock = renderDetail(
      makeUser({ role: 'Tester' }),
      Response.json(listing),
      Response.json({}, { status: 201 }),
      Response.json({ ...listing, hasInterest: true, testerCount: 1 }),
    );

    fireEvent.click(await screen.findByRole('button', { name: "I'll Test This" }));

    expect(await screen.findByRole('button', { name: 'Already Joined' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Message Builder' })).toBeEnabled();
    expect(screen.getByText('1 tester joined')).toBeVisible();
    const join = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(join?.[0]).toBe('/api/interests');
  });

  it('keeps keyboard focus in the actions when the join button gives way to them', async () => {
    const listing = makeListing();
    renderDetail(
      makeUser({ role: 'Tester' }),
      Response.json(listing),
      Response.json({}, { status: 201 }),
      Response.json({ ...listing, hasInterest: true, testerCount: 1 }),
    );
    const join = await screen.findByRole('button', { name: "I'll Test This" });
    join.focus();
    fireEvent.click(join);

    const message = await screen.findByRole('button', { name: 'Message Builder' });
    await waitFor(() => expect(document.activeElement).toBe(message));
  });

  it('shows a joined tester where they stand, and an Accepted one how to get the build', async () => {
    const listing = makeListing({
      hasInterest: true,
      testerLimit: 3,
      placesLeft: 0,
      accessInstructions: 'Invite code: TIDE-42',
    });
    renderDetail(makeUser({ role: 'Tester' }), Response.json(listing), {
      interests: [makeInterest({ software: listing, status: 'Accepted' })],
    });

    expect(await screen.findByText('The builder accepted you.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'How to get the build' }).textContent).toContain(
      'Invite code: TIDE-42',
    );
    expect(screen.getByText('Waitlist open')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Already Joined' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: "I'm still testing" })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Message Builder' })).toBeEnabled();

    stubResizeObserver();
    fireEvent.click(screen.getByRole('button', { name: 'Report feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report feedback' });
    expect(await within(dialog).findByRole('button', { name: 'Add screenshot' })).toBeEnabled();
  });

  it('offers feedback only to an Accepted tester', async () => {
    const listing = makeListing({ hasInterest: true });
    renderDetail(makeUser({ role: 'Tester' }), Response.json(listing), {
      interests: [makeInterest({ software: listing, status: 'Interested' })],
    });

    expect(await screen.findByRole('button', { name: 'Already Joined' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Report feedback' })).toBeNull();
  });

  it('keeps a closed beta from new testers and shows the badge', async () => {
    renderDetail(makeUser({ role: 'Tester' }), Response.json(makeListing({ status: 'Closed' })));

    const join = await screen.findByRole('button', { name: "I'll Test This" });
    expect(join).toHaveProperty('disabled', true);
    expect(screen.getByText('Closed')).toBeVisible();
  });

  it('offers a builder who switched to Tester no join on their own listing', async () => {
    const listing = makeListing();
    renderDetail(makeUser({ id: listing.builderId, role: 'Tester' }), Response.json(listing));

    expect(await screen.findByRole('button', { name: 'Close TaskFlow' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: "I'll Test This" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Message Builder' })).toBeNull();
  });

  it('shows a builder the save toggle only', async () => {
    renderDetail(makeUser({ role: 'Builder' }), Response.json(makeListing({ isSaved: true })));

    expect(await screen.findByRole('button', { name: 'Saved' })).toBeEnabled();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: "I'll Test This" })).toBeNull(),
    );
    expect(screen.queryByRole('button', { name: 'Message Builder' })).toBeNull();
  });

  it('gives the owning builder the dashboard’s actions, and other builders none of them', async () => {
    const listing = makeListing();
    const owner = makeUser({ id: listing.builderId, role: 'Builder' });
    renderDetail(owner, Response.json(listing), Response.json([]));

    expect(await screen.findByRole('button', { name: 'Close TaskFlow' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete TaskFlow' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Edit TaskFlow' }).getAttribute('href')).toBe(
      `/software/${listing.id}/edit`,
    );
    const testers = screen.getByRole('button', { name: 'Testers of TaskFlow' });
    fireEvent.click(testers);
    expect(testers.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('No testers have joined yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: "I'll Test This" })).toBeNull();
    cleanup();

    renderDetail(makeUser({ role: 'Builder' }), Response.json(listing));
    expect(await screen.findByRole('heading', { name: 'TaskFlow', level: 1 })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Close|Delete|Testers/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Edit/ })).toBeNull();
  });
});
