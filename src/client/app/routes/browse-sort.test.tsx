import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeListing } from '@/tests/client/fixtures.ts';
import { fetchedUrls, renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { BrowsePage } from './browse.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const platform = () => screen.getByLabelText('Platform') as HTMLSelectElement;
const sortBy = () => screen.getByLabelText('Sort by') as HTMLSelectElement;
const searchBox = () => screen.getByPlaceholderText('Search software...');
const pick = (select: HTMLSelectElement, value: string) =>
  fireEvent.change(select, { target: { value } });

describe('Browse platform and sort', () => {
  it('offers every platform and sort, all platforms and newest first at first', async () => {
    const fetchMock = stubFetch();
    renderWithClient(<BrowsePage />);
    await screen.findByText('No software yet — check back soon or post the first listing.');

    expect(platform().value).toBe('');
    expect([...platform().options].map((option) => option.text)).toEqual([
      'All platforms',
      'Android',
      'iOS',
      'iPadOS',
      'macOS',
      'Windows',
      'Linux',
      'Web',
    ]);
    expect([...sortBy().options].map((option) => option.text)).toEqual([
      'Newest',
      'Most places left',
      'Test cycles starting soonest',
      'Most responsive builders',
    ]);
    expect(sortBy().value).toBe('newest');
    expect(fetchedUrls(fetchMock)).toEqual(['/api/software']);
  });

  it('puts the platform and sort in the address and the request, and leaves the defaults out', async () => {
    const fetchMock = stubFetch();
    renderWithClient(<BrowsePage />);

    pick(platform(), 'iOS');
    await waitFor(() => expect(window.location.search).toBe('?platform=iOS'));
    pick(sortBy(), 'places');
    await waitFor(() => expect(window.location.search).toBe('?platform=iOS&sort=places'));
    await waitFor(() =>
      expect(fetchedUrls(fetchMock).at(-1)).toBe('/api/software?platform=iOS&sort=places'),
    );
    expect(await screen.findByText('No software for iOS yet.')).toBeVisible();
    expect(screen.getByText('Try another search, category or platform.')).toBeVisible();

    pick(platform(), '');
    pick(sortBy(), 'newest');
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(
      await screen.findByText('No software yet — check back soon or post the first listing.'),
    ).toBeVisible();
    expect(fetchedUrls(fetchMock).some((url) => /sort=newest|platform=&/.test(url))).toBe(false);
  });

  it('restores them from a pasted link, and ignores ones the product does not have', async () => {
    window.history.replaceState(null, '', '/browse?platform=Linux&sort=responsive&category=Web');
    const fetchMock = stubFetch();
    renderWithClient(<BrowsePage />);

    expect(await screen.findByText('No Web software for Linux yet.')).toBeVisible();
    expect(fetchedUrls(fetchMock)).toEqual([
      '/api/software?category=Web&platform=Linux&sort=responsive',
    ]);
    expect(platform().value).toBe('Linux');
    expect(sortBy().value).toBe('responsive');
    cleanup();

    window.history.replaceState(null, '', '/browse?platform=Symbian&sort=oldest');
    const second = stubFetch();
    renderWithClient(<BrowsePage />);
    await screen.findByText('No software yet — check back soon or post the first listing.');
    expect(fetchedUrls(second)).toEqual(['/api/software']);
    expect(platform().value).toBe('');
    expect(sortBy().value).toBe('newest');
  });

  it('comes back to the platform and sort on Back', async () => {
    window.history.replaceState(null, '', '/browse?sort=cycle');
    stubFetch();
    renderWithClient(<BrowsePage />);
    await screen.findByText('No software yet — check back soon or post the first listing.');

    window.history.pushState(null, '', '/browse?platform=Web');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(platform().value).toBe('Web'));
    expect(sortBy().value).toBe('newest');
    window.history.back();
    await waitFor(() => expect(sortBy().value).toBe('cycle'));
    expect(platform().value).toBe('');
  });

  it('ranks a search by best match: the sort stays in the address but is not sent', async () => {
    window.history.replaceState(null, '', '/browse?sort=places');
    const fetchMock = stubFetch();
    renderWithClient(<BrowsePage />);
    await screen.findByText('No software yet — check back soon or post the first listing.');
    expect(sortBy()).toBeEnabled();
    expect(screen.queryByText('Search results are ranked by best match')).toBeNull();

    fireEvent.change(searchBox(), { target: { value: 'tide' } });
    await waitFor(() => expect(window.location.search).toBe('?search=tide&sort=places'));
    await waitFor(() => expect(fetchedUrls(fetchMock).at(-1)).toBe('/api/software?search=tide'));
    expect(sortBy()).toBeDisabled();
    expect(sortBy()).toHaveAccessibleDescription('Search results are ranked by best match');

    fireEvent.change(searchBox(), { target: { value: '' } });
    await waitFor(() => expect(sortBy()).toBeEnabled());
    expect(window.location.search).toBe('?sort=places');
    expect(fetchedUrls(fetchMock)).toEqual([
      '/api/software?sort=places',
      '/api/software?search=tide',
    ]);
  });

  it('keeps the platform and sort when "Load more" follows the Link header', async () => {
    window.history.replaceState(null, '', '/browse?platform=Android&sort=cycle');
    const next = '/api/software?platform=Android&sort=cycle&limit=24&cursor=abc';
    const fetchMock = stubFetch(
      Response.json([makeListing({ name: 'First' })], {
        headers: { Link: `<${next}>; rel="next"` },
      }),
      Response.json([makeListing({ name: 'Second' })]),
    );
    renderWithClient(<BrowsePage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Second' })).toBeVisible();
    expect(fetchedUrls(fetchMock)).toEqual(['/api/software?platform=Android&sort=cycle', next]);
  });
});
