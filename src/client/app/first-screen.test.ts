import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/client/lib/query-client.ts';
import { earlyScreens } from '@/shared/routes.ts';
import { fakeId, makeListing, makeUser } from '@/tests/client/fixtures.ts';
import {
  type EarlyScreen,
  prepareFirstScreen,
  readBrowse,
  readListing,
  readPublicListing,
} from './first-screen.ts';

/** A fetch whose every request waits until the test answers its URL. */
function stubNetwork() {
  const waiting = new Map<string, (response: Response) => void>();
  const fetchMock = vi.fn<typeof fetch>(
    (input) => new Promise((resolve) => waiting.set(String(input), resolve)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    asked: () => fetchMock.mock.calls.map(([input]) => String(input)),
    answer: (url: string, body: unknown) => waiting.get(url)?.(Response.json(body)),
  };
}

/** Whether the promise has settled once everything already queued has run. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

function screens(load: () => Promise<unknown> = async () => undefined): EarlyScreen[] {
  return [
    { path: earlyScreens.browse, load, read: readBrowse },
    { path: earlyScreens.listing, load, read: readListing },
    { path: earlyScreens.share, load, read: readPublicListing },
  ];
}

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('prepareFirstScreen', () => {
  it("asks for a listing together with the session, and waits for the session and the screen's code", async () => {
    const network = stubNetwork();
    const listing = makeListing();
    let arrive: () => void = () => {};
    const code = new Promise<void>((resolve) => {
      arrive = resolve;
    });

    const ready = prepareFirstScreen(
      screens(() => code),
      {
        pathname: `/software/${listing.id}`,
        search: '',
      },
    );

    await vi.waitFor(() =>
      expect(network.asked()).toEqual(['/api/auth/session', `/api/software/${listing.id}`]),
    );
    network.answer(`/api/software/${listing.id}`, listing);
    network.answer('/api/auth/session', null);
    expect(await settled(ready)).toBe(false);
    arrive();
    expect(await settled(ready)).toBe(true);
    // The screen finds the listing in the cache, under the key it reads.
    expect(queryClient.getQueryData(['/api/software', listing.id])).toEqual(listing);
  });

  it("asks for a share page's listing together with the session", async () => {
    const network = stubNetwork();
    const id = fakeId();
    void prepareFirstScreen(screens(), { pathname: `/share/${id}`, search: '' });
    await vi.waitFor(() =>
      expect(network.asked()).toEqual(['/api/auth/session', `/api/public/software/${id}`]),
    );
  });

  it('shows a screen whose code failed to load, which then tries again', async () => {
    const network = stubNetwork();
    const ready = prepareFirstScreen(
      screens(() => Promise.reject(new TypeError('Failed to fetch'))),
      { pathname: `/software/${fakeId()}`, search: '' },
    );
    await vi.waitFor(() => expect(network.asked()).toContain('/api/auth/session'));
    network.answer('/api/auth/session', null);
    expect(await settled(ready)).toBe(true);
  });

  it('asks for Browse once the session says someone is signed in, with the filters of the address', async () => {
    const network = stubNetwork();
    const ready = prepareFirstScreen(screens(), {
      pathname: '/browse',
      search: '?category=Mobile',
    });
    await vi.waitFor(() => expect(network.asked()).toEqual(['/api/auth/session']));

    network.answer('/api/auth/session', makeUser());
    await ready;
    await vi.waitFor(() =>
      expect(network.asked()).toEqual(['/api/auth/session', '/api/software?category=Mobile']),
    );
  });

  it('asks nothing for Browse when nobody is signed in, or the profile is not complete', async () => {
    for (const session of [null, makeUser({ phone: null })]) {
      const network = stubNetwork();
      const ready = prepareFirstScreen(screens(), { pathname: '/browse', search: '' });
      await vi.waitFor(() => expect(network.asked()).toEqual(['/api/auth/session']));
      network.answer('/api/auth/session', session);
      await ready;
      await settled(ready);
      expect(network.asked()).toEqual(['/api/auth/session']);
      queryClient.clear();
    }
  });

  it('reads only the session on other pages', async () => {
    const network = stubNetwork();
    const ready = prepareFirstScreen(screens(), { pathname: '/', search: '' });
    await vi.waitFor(() => expect(network.asked()).toEqual(['/api/auth/session']));
    expect(await settled(ready)).toBe(false);
    network.answer('/api/auth/session', null);
    expect(await settled(ready)).toBe(true);
  });
});
