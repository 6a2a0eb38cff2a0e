import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { useInterests } from '@/client/features/interests/api/get-interests.ts';
import { useListing } from '@/client/features/listings/api/get-listing.ts';
import type { InterestStatus } from '@/shared/constants.ts';
import { FakeWebSocket, stubWebSocket } from '@/tests/client/fake-web-socket.ts';
import { fakeId, makeInterest, makeListing } from '@/tests/client/fixtures.ts';
import { fetchedUrls, renderWithClient } from '@/tests/client/render.tsx';
import { LiveSocketProvider } from './live-socket-provider.tsx';

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
    <LiveSocketProvider userId={fakeId()}>
      <OpenListingPage />
      <Toaster />
    </LiveSocketProvider>,
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

    expect(await screen.findByText('A place opened')).toBeVisible();
    expect(screen.getByText("You're in the Tidepool beta.")).toBeVisible();
    expect(screen.getByText('Tidepool: Interested')).toBeVisible();
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
    expect(screen.getByText('Tidepool: Waitlisted')).toBeVisible();
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

    expect(await screen.findByText('The builder declined you')).toBeVisible();
    expect(screen.getByText('For the Tidepool beta. My Demos says why.')).toBeVisible();
    expect(screen.getByText('Tidepool: Declined')).toBeVisible();
  });
});
