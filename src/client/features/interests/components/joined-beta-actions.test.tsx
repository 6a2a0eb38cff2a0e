import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import type { Interest } from '@/shared/contracts/interests.ts';
import { makeInterest, makeListing } from '@/tests/client/fixtures.ts';
import { fetchedUrls, renderWithClient } from '@/tests/client/render.tsx';
import { JoinedBetaActions } from './joined-beta-actions.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listing = makeListing({ hasInterest: true, testerLimit: 10, placesLeft: 0 });

/** The tester's signups answer GET /api/interests; the activity POST answers 204. */
function renderActions(...reads: Partial<Interest>[]) {
  const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
    if (init?.method === 'POST') return new Response(null, { status: 204 });
    const standing = reads.length > 1 ? reads.shift() : reads[0];
    return Response.json([makeInterest({ software: listing, ...standing })]);
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithClient(
    <>
      <JoinedBetaActions listing={listing} />
      <Toaster />
    </>,
  );
  return fetchMock;
}

describe('JoinedBetaActions', () => {
  it('tells a waitlisted tester their place in line', async () => {
    renderActions({ status: 'Waitlisted', waitlistPosition: 3 });

    expect(await screen.findByText('You are #3 on the waitlist')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Already Joined' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: "I'm still testing" })).toBeNull();
  });

  it('lets an Accepted tester keep a place that is about to be released', async () => {
    const fetchMock = renderActions(
      { status: 'Accepted', releasesAt: '2026-12-03T12:00:00.000Z' },
      { status: 'Accepted', releasesAt: null },
    );

    expect(await screen.findByText('The builder accepted you.')).toBeVisible();
    expect(
      screen.getByText(
        "Your place will be released on Dec 3, 2026 unless you press “I'm still testing”.",
      ),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: "I'm still testing" }));

    expect(await screen.findByText('Thanks for letting the builder know')).toBeVisible();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe(`/api/interests/${listing.id}/activity`);
    await waitFor(() => expect(screen.queryByText(/will be released on/)).toBeNull());
    expect(fetchedUrls(fetchMock).filter((url) => url === '/api/interests')).toHaveLength(2);
  });

  it("shows a decision's reason, however long its words", async () => {
    const reason = `Only Android testers this round. ${'ß'.repeat(500)}`;
    renderActions({ status: 'Declined', reason });

    expect(await screen.findByText(`Declined: ${reason}`)).toBeVisible();
    expect(screen.getByText('The builder declined you.')).toBeVisible();
    expect(screen.queryByRole('button', { name: "I'm still testing" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Already Joined' })).toBeNull();
  });

  it('offers a released tester to join again, at the end of the line', async () => {
    renderActions({ status: 'Released', reason: 'No activity for 14 days' });

    expect(await screen.findByText('Released: No activity for 14 days')).toBeVisible();
    expect(screen.getByText('Your place was released.')).toBeVisible();
    // The beta is full: joining again is joining its line.
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(screen.queryByRole('button', { name: 'Already Joined' })).toBeNull();
  });
});
