import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { fakeId } from '@/tests/client/fixtures.ts';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { DeviceShareButton, ShortLinkShareButton } from './share-actions.tsx';

const SHORT_URL = 'http://localhost:5000/s/Ab3dE9xY';

/** jsdom has neither a clipboard nor a share sheet; each test gives the browser what it needs. */
function stubNavigator(key: 'clipboard' | 'share', value: unknown) {
  Object.defineProperty(navigator, key, { value, configurable: true });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'share');
});

function renderShareButton() {
  const listingId = fakeId();
  renderWithClient(
    <>
      <ShortLinkShareButton listingId={listingId} />
      <Toaster />
    </>,
  );
  return listingId;
}

describe('ShortLinkShareButton', () => {
  it('creates a short link to the share page and copies it', async () => {
    const fetchMock = stubFetch(Response.json({ shortCode: 'Ab3dE9xY', shortUrl: SHORT_URL }));
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('clipboard', { writeText });
    const listingId = renderShareButton();

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByText('Link copied!')).toBeVisible();
    expect(screen.getByText(`Short link copied to clipboard: ${SHORT_URL}`)).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(SHORT_URL);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/short-links');
    expect(JSON.parse(String(init?.body))).toEqual({
      originalUrl: `/share/${listingId}`,
      softwareId: listingId,
    });
  });

  it('says "Creating..." while the link is made', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderShareButton();

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByRole('button', { name: 'Creating...' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    stubFetch(Response.json({ shortCode: 'Ab3dE9xY', shortUrl: SHORT_URL }));
    stubNavigator('clipboard', {
      writeText: vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')),
    });
    renderShareButton();

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByText('Share link created')).toBeVisible();
    expect(screen.getByText(`Share this link: ${SHORT_URL}`)).toBeVisible();
  });

  it('treats a browser without a clipboard like a refusal', async () => {
    // Another link than the previous test's: the toast store outlives a test.
    const shortUrl = 'http://localhost:5000/s/Zz9yX8wV';
    stubFetch(Response.json({ shortCode: 'Zz9yX8wV', shortUrl }));
    renderShareButton();

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByText(`Share this link: ${shortUrl}`)).toBeVisible();
  });

  it("shows the server's message when the link cannot be made", async () => {
    stubFetch(Response.json({ message: 'Too many requests' }, { status: 429 }));
    renderShareButton();

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByText('Error')).toBeVisible();
    expect(screen.getByText('Too many requests')).toBeVisible();
  });
});

describe('DeviceShareButton', () => {
  function renderDeviceShare() {
    window.history.replaceState(null, '', '/software/abc');
    render(
      <>
        <DeviceShareButton title="TaskFlow" />
        <Toaster />
      </>,
    );
  }

  it('opens the share sheet with the page link when the device has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator('share', share);
    const writeText = vi.fn();
    stubNavigator('clipboard', { writeText });
    renderDeviceShare();

    fireEvent.click(screen.getByRole('button', { name: 'Share via device' }));

    await vi.waitFor(() =>
      expect(share).toHaveBeenCalledWith({ title: 'TaskFlow', url: window.location.href }),
    );
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the visitor closes the share sheet', async () => {
    stubNavigator('share', vi.fn().mockRejectedValue(new DOMException('Cancel', 'AbortError')));
    const writeText = vi.fn();
    stubNavigator('clipboard', { writeText });
    renderDeviceShare();

    fireEvent.click(screen.getByRole('button', { name: 'Share via device' }));

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Link copied to clipboard!')).toBeNull();
  });

  it('copies the page link without a share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('clipboard', { writeText });
    renderDeviceShare();

    fireEvent.click(screen.getByRole('button', { name: 'Share via device' }));

    expect(await screen.findByText('Link copied to clipboard!')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/software/abc`);
  });
});
