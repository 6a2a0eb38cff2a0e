import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/shared/contracts/auth.ts';
import type { Device } from '@/shared/contracts/devices.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { fakeId, makeListing, makeUser } from '@/tests/client/fixtures.ts';
import { renderWithClient } from '@/tests/client/render.tsx';
import { ListingDetailPage } from './listing-detail.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const windowsLaptop: Device = {
  id: fakeId(),
  platform: 'Windows',
  osVersion: '11',
  model: 'ThinkPad X1',
  createdAt: '2026-11-20T09:00:00.000Z',
};
const androidOnly = makeListing({ platforms: ['Android'], minOsVersions: { Android: '10' } });

/** The session, the listing and the person's devices; anything else answers empty. */
function renderDetail(user: User, listing: Listing, devices: Device[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url === '/api/auth/session') return Response.json(user);
    if (url === '/api/me/devices') return Response.json(devices);
    if (url.endsWith('/hidden')) {
      return Response.json({ code: 'listing_not_hidden', message: 'Not hidden' }, { status: 404 });
    }
    if (url.endsWith('/feedback/stats')) {
      return Response.json({
        received: 0,
        acknowledgedShare: null,
        medianFirstResponseHours: null,
      });
    }
    // Rendered outside the router, the page reads the listing without an id.
    if (url === '/api/software/') return Response.json(listing);
    return Response.json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithClient(<ListingDetailPage />);
  return fetchMock;
}

describe('Software detail: whether the tester’s devices fit', () => {
  it('warns a tester none of whose devices fits, above a join that stays open', async () => {
    renderDetail(makeUser({ role: 'Tester' }), androidOnly, [windowsLaptop]);
    const warning = (await screen.findByText(/None of your devices/)).closest('[role="status"]');
    expect(warning).toHaveTextContent(
      'None of your devices fits this beta: it runs on Android 10+. Add a device',
    );
    expect(screen.getByRole('button', { name: "I'll Test This" })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Add a device' }).getAttribute('href')).toBe(
      '/profile#your-devices',
    );
  });

  it('asks a tester without devices to add theirs', async () => {
    renderDetail(makeUser({ role: 'Tester' }), androidOnly, []);
    const warning = (await screen.findByText(/Add your devices/)).closest('[role="status"]');
    expect(warning).toHaveTextContent('Add your devices to see whether this beta runs on them.');
  });

  it('warns no one who has joined, nor a builder', async () => {
    const joined = renderDetail(
      makeUser({ role: 'Tester' }),
      { ...androidOnly, hasInterest: true },
      [],
    );
    await screen.findByRole('button', { name: 'Message Builder' });
    cleanup();
    const builder = renderDetail(makeUser({ role: 'Builder' }), androidOnly, []);
    await screen.findByRole('heading', { name: 'TaskFlow', level: 1 });
    await waitFor(() => expect(screen.queryByText(/Add your devices/)).toBeNull());
    const asked = [...joined.mock.calls, ...builder.mock.calls].map(([input]) => String(input));
    expect(asked).not.toContain('/api/me/devices');
  });
});
