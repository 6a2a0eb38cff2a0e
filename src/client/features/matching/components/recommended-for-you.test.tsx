import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/client/lib/query-keys.ts';
import type { Device } from '@/shared/contracts/devices.ts';
import type { RecommendedListing } from '@/shared/contracts/matching.ts';
import { makeListing, makeUser } from '@/tests/client/fixtures.ts';
import { makeDevice, stubApi } from '@/tests/client/matching-fixtures.ts';
import { renderWithClient } from '@/tests/client/render.tsx';
import { RecommendedForYou } from './recommended-for-you.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pixel = makeDevice({ model: 'Pixel 8' });

/** Browse as the router shows it: the session read already. */
function renderSignedIn(role: 'Tester' | 'Builder') {
  const { client } = renderWithClient(<RecommendedForYou />);
  act(() => client.setQueryData(queryKeys.session, makeUser({ role })));
}

function renderAs(role: 'Tester' | 'Builder', devices: Device[], items: RecommendedListing[]) {
  const fetchMock = stubApi({
    'GET /api/me/devices': () => Response.json(devices),
    'GET /api/me/recommended': () => Response.json(items),
  });
  renderSignedIn(role);
  return fetchMock;
}

describe('Recommended for you', () => {
  it('shows the listings that fit, each saying which of the tester’s devices it fits', async () => {
    const longName = `Ærøskøbing ${'é'.repeat(68)}`;
    renderAs(
      'Tester',
      [pixel],
      [
        {
          listing: makeListing({ name: 'Tide Tables', platforms: ['Android'] }),
          matchingDevices: [pixel],
        },
        {
          listing: makeListing({ name: longName, shortDescription: 'x'.repeat(500) }),
          matchingDevices: [pixel, makeDevice({ platform: 'Web', osVersion: '', model: '' })],
        },
      ],
    );
    const section = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(section).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Tide Tables' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/software\//),
    );
    expect(screen.getByText('Fits your Pixel 8')).toBeVisible();
    expect(screen.getByText('Fits your Pixel 8 and Web device')).toBeVisible();
    expect(screen.getByRole('link', { name: longName })).toHaveClass('wrap-anywhere');
  });

  it('asks a tester without devices to add them', async () => {
    renderAs('Tester', [], []);
    const link = await screen.findByRole('link', {
      name: 'Add your devices to get betas you can install.',
    });
    expect(link).toHaveAttribute('href', '/profile#your-devices');
  });

  it('shows nothing when nothing fits, rather than an empty box', async () => {
    const fetchMock = renderAs('Tester', [pixel], []);
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/me/recommended'),
    );
    await waitFor(() => expect(screen.queryByText('Loading recommendations')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Recommended for you' })).toBeNull();
  });

  it('shows a skeleton while the recommendations load', async () => {
    stubApi({
      'GET /api/me/devices': () => Response.json([pixel]),
      'GET /api/me/recommended': () => new Promise<Response>(() => {}),
    });
    renderSignedIn('Tester');
    expect(await screen.findByRole('status', { name: 'Loading recommendations' })).toBeVisible();
  });

  it('is not for builders, and asks them nothing', async () => {
    const fetchMock = renderAs('Builder', [pixel], []);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Recommended for you' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
