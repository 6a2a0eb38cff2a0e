import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateTo } from '@/client/lib/navigation.ts';
import { stubPendingFetch } from '@/tests/client/pending-fetch.ts';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { SaveToggle } from './save-toggle.tsx';

vi.mock('@/client/lib/navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/client/lib/navigation.ts')>()),
  navigateTo: vi.fn(),
}));

const LISTING_ID = '6f1c1f1e-8a4f-4d55-9d3f-1a2b3c4d5e6f';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('SaveToggle', () => {
  it('saves an unsaved listing', async () => {
    const fetchMock = stubFetch(Response.json({}, { status: 201 }));
    renderWithClient(<SaveToggle listingId={LISTING_ID} isSaved={false} signedIn />);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/saved');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ softwareId: LISTING_ID });
  });

  it('unsaves a saved listing', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    renderWithClient(
      <SaveToggle listingId={LISTING_ID} isSaved signedIn saveLabel="Save for Later" />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/saved/${LISTING_ID}`);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
  });

  it('sends a signed-out visitor to sign in and back, without calling the API', () => {
    const fetchMock = stubFetch();
    window.history.replaceState(null, '', `/software/${LISTING_ID}`);
    renderWithClient(
      <SaveToggle
        listingId={LISTING_ID}
        isSaved={false}
        signedIn={false}
        saveLabel="Save for Later"
      />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save for Later' }));

    expect(navigateTo).toHaveBeenCalledWith(
      `/api/login?returnTo=${encodeURIComponent(`/software/${LISTING_ID}`)}`,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps keyboard focus on the toggle while it saves, and once it reads Saved', async () => {
    const { fetchMock, answer } = stubPendingFetch();
    const { client, rerender } = renderWithClient(
      <SaveToggle listingId={LISTING_ID} isSaved={false} signedIn />,
    );
    const toggle = screen.getByRole('button', { name: 'Save' });
    toggle.focus();

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-disabled')).toBe('true'));
    // A disabled button would hand focus to the page body; a second press sends nothing.
    expect(toggle).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(Response.json({}, { status: 201 }));
    // The listing comes back saved, as the refreshed list or detail brings it.
    rerender(
      <QueryClientProvider client={client}>
        <SaveToggle listingId={LISTING_ID} isSaved signedIn />
      </QueryClientProvider>,
    );
    expect(document.activeElement).toBe(await screen.findByRole('button', { name: 'Saved' }));
  });
});
