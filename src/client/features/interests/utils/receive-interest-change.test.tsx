import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { ChatSocketProvider } from '@/client/features/chat/hooks/use-chat-socket.tsx';
import { useInterests } from '@/client/features/interests/api/get-interests.ts';
import { useListing } from '@/client/features/listings/api/get-listing.ts';
import { FakeWebSocket, stubWebSocket } from '@/client/test/fake-web-socket.ts';
import { fakeId, makeInterest, makeListing } from '@/client/test/fixtures.ts';
import { fetchedUrls, renderWithClient } from '@/client/test/render.tsx';
import type { InterestStatus } from '@/shared/constants.ts';
import { interestChangeToast } from './receive-interest-change.ts';

const listing = makeListing({ name: 'Tidepool', testerLimit: 1, placesLeft: 0 });
let status: InterestStatus = 'Waitlisted';
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

/** The listing's page as a tester has it open: the listing and where they stand. */
function OpenListingPage() {
  const { data: interests } = useInterests();
  const { data } = useListing(listing.id);
  return (
    <p>
      {data?.name}: {interests?.[0]?.status ?? 'unknown'}
    </p>
  );
}

beforeEach(() => {
  stubWebSocket();
  status = 'Waitlisted';
  fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input) === '/api/interests'
      ? Response.json([makeInterest({ software: listing, status })])
      : Response.json(listing),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const reads = (url: string) => fetchedUrls(fetchMock).filter((fetched) => fetched === url).length;

async function renderOpenPage() {
  renderWithClient(
    <ChatSocketProvider userId={fakeId()}>
      <OpenListingPage />
      <Toaster />
    </ChatSocketProvider>,
  );
  await screen.findByText('Tidepool: Waitlisted');
  act(() => FakeWebSocket.latest().open());
}

describe('an interest_changed frame', () => {
  it('re-reads the listing and where the tester stands, and says a place opened', async () => {
    await renderOpenPage();
    const before = {
      interests: reads('/api/interests'),
      listing: reads(`/api/software/${listing.id}`),
    };
    status = 'Interested';

    act(() =>
      FakeWebSocket.latest().receive({
        type: 'interest_changed',
        softwareId: listing.id,
        status: 'Interested',
      }),
    );

    expect(await screen.findByText('A place opened')).toBeTruthy();
    expect(screen.getByText("You're in the Tidepool beta.")).toBeTruthy();
    expect(screen.getByText('Tidepool: Interested')).toBeTruthy();
    expect(reads('/api/interests')).toBe(before.interests + 1);
    await waitFor(() => expect(reads(`/api/software/${listing.id}`)).toBe(before.listing + 1));
  });

  it('refreshes without a word when the status stays (a move up the waitlist, a reminder)', async () => {
    await renderOpenPage();
    const before = reads('/api/interests');
    act(() =>
      FakeWebSocket.latest().receive({
        type: 'interest_changed',
        softwareId: listing.id,
        status: 'Waitlisted',
      }),
    );
    await waitFor(() => expect(reads('/api/interests')).toBe(before + 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("You're on the waitlist")).toBeNull();
    expect(screen.getByText('Tidepool: Waitlisted')).toBeTruthy();
  });

  it("tells the tester of the builder's decision", async () => {
    await renderOpenPage();
    status = 'Declined';
    act(() =>
      FakeWebSocket.latest().receive({
        type: 'interest_changed',
        softwareId: listing.id,
        status: 'Declined',
      }),
    );

    expect(await screen.findByText('The builder declined you')).toBeTruthy();
    expect(screen.getByText('For the Tidepool beta. My Demos says why.')).toBeTruthy();
    expect(screen.getByText('Tidepool: Declined')).toBeTruthy();
  });
});

describe('interestChangeToast', () => {
  it('names each change, and tells a place that opened from a reopened signup', () => {
    expect(interestChangeToast('Accepted', 'Interested', 'Tidepool').title).toBe(
      'The builder accepted you',
    );
    expect(interestChangeToast('Released', 'Accepted', undefined)).toEqual({
      title: 'Your place was released',
      description: 'In the beta. My Demos says why.',
    });
    expect(interestChangeToast('Interested', 'Waitlisted', 'Tidepool').title).toBe(
      'A place opened',
    );
    expect(interestChangeToast('Interested', 'Declined', 'Tidepool').title).toBe(
      'The builder reopened your signup',
    );
  });
});
