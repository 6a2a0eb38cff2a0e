import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeListing } from '@/tests/client/fixtures.ts';
import { fetchedUrls, renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { BrowsePage } from './browse.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const searchBox = () => screen.getByPlaceholderText('Search software...');
const category = (name: string) => screen.getByRole('button', { name });

describe('Browse filters', () => {
  it('sends no query parameters at first, and none for a blank search', async () => {
    const fetchMock = stubFetch();
    renderWithClient(<BrowsePage />);
    await screen.findByText('No software yet — check back soon or post the first listing.');

    fireEvent.change(searchBox(), { target: { value: '   ' } });
    await new Promise((resolve) => setTimeout(resolve, 400));

    expect(fetchedUrls(fetchMock)).toEqual(['/api/software']);
    expect(category('All').getAttribute('aria-pressed')).toBe('true');
  });

  it('sends the search once typed, the category once picked, and no category for All', async () => {
    const fetchMock = stubFetch();
    renderWithClient(<BrowsePage />);

    fireEvent.click(category('Web'));
    await waitFor(() => expect(fetchedUrls(fetchMock)).toContain('/api/software?category=Web'));
    expect(category('Web').getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(searchBox(), { target: { value: ' task ' } });
    await waitFor(() =>
      expect(fetchedUrls(fetchMock).at(-1)).toBe('/api/software?category=Web&search=task'),
    );

    fireEvent.click(category('All'));
    await waitFor(() => expect(fetchedUrls(fetchMock).at(-1)).toBe('/api/software?search=task'));
    expect(fetchedUrls(fetchMock).some((url) => url.includes('category=All'))).toBe(false);
  });

  it('restores the search and category from a pasted link', async () => {
    window.history.replaceState(null, '', '/browse?search=tide&category=Mobile');
    const fetchMock = stubFetch();
    renderWithClient(<BrowsePage />);

    expect(await screen.findByText('No Mobile software matches “tide”.')).toBeVisible();
    expect(fetchedUrls(fetchMock)).toEqual(['/api/software?category=Mobile&search=tide']);
    expect(searchBox()).toHaveProperty('value', 'tide');
    expect(category('Mobile').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText(/No software yet/)).toBeNull();
  });

  it('keeps the filters in the address as they change, so Back and reload find them', async () => {
    stubFetch();
    renderWithClient(<BrowsePage />);

    fireEvent.change(searchBox(), { target: { value: 'tide' } });
    await waitFor(() => expect(window.location.search).toBe('?search=tide'));
    expect(window.location.pathname).toBe('/browse');
    fireEvent.click(category('DevTool'));
    await waitFor(() => expect(window.location.search).toBe('?search=tide&category=DevTool'));
    expect(await screen.findByText('No DevTool software matches “tide”.')).toBeVisible();

    fireEvent.change(searchBox(), { target: { value: '' } });
    fireEvent.click(category('All'));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(
      await screen.findByText('No software yet — check back soon or post the first listing.'),
    ).toBeVisible();
  });

  it('does not bring back a search just cleared when a category is picked at once', async () => {
    window.history.replaceState(null, '', '/browse?search=tide');
    const fetchMock = stubFetch();
    renderWithClient(<BrowsePage />);
    await screen.findByText('No software matches “tide”.');

    window.history.pushState(null, '', '/browse');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(searchBox()).toHaveProperty('value', ''));
    fireEvent.click(category('Web'));

    await waitFor(() => expect(window.location.search).toBe('?category=Web'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(window.location.search).toBe('?category=Web');
    expect(fetchedUrls(fetchMock)).not.toContain('/api/software?category=Web&search=tide');
  });

  it('takes the words just typed along when a category is picked before the pause', async () => {
    const fetchMock = stubFetch();
    renderWithClient(<BrowsePage />);
    await screen.findByText('No software yet — check back soon or post the first listing.');

    fireEvent.change(searchBox(), { target: { value: 'tide' } });
    fireEvent.click(category('Mobile'));
    expect(window.location.search).toBe('?search=tide&category=Mobile');
    fireEvent.click(category('DevTool'));
    expect(window.location.search).toBe('?search=tide&category=DevTool');

    expect(await screen.findByText('No DevTool software matches “tide”.')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(window.location.search).toBe('?search=tide&category=DevTool');
    expect(fetchedUrls(fetchMock)).not.toContain('/api/software?category=DevTool');
  });

  it('ignores a category the product does not have', async () => {
    window.history.replaceState(null, '', '/browse?category=Desktop');
    const fetchMock = stubFetch();
    renderWithClient(<BrowsePage />);

    await screen.findByText('No software yet — check back soon or post the first listing.');
    expect(fetchedUrls(fetchMock)).toEqual(['/api/software']);
    expect(category('All').getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when the listings cannot be fetched', async () => {
    stubFetch(Response.json({ message: 'Internal Server Error' }, { status: 500 }));
    renderWithClient(<BrowsePage />);

    expect(await screen.findByText('Failed to fetch software')).toBeVisible();
  });
});

describe('Browse cards', () => {
  it('shows the tester count, the video badge and the save state of each listing', async () => {
    const withVideo = makeListing({
      name: 'TaskFlow',
      testerCount: 3,
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      isSaved: true,
    });
    const plain = makeListing({ name: 'Trailmate', category: 'Mobile', testerCount: 1 });
    stubFetch(Response.json([withVideo, plain]));
    renderWithClient(<BrowsePage />);

    const first = (await screen.findByRole('link', { name: 'TaskFlow' })).closest('article');
    const second = screen.getByRole('link', { name: 'Trailmate' }).closest('article');
    if (!first || !second) throw new Error('cards not found');

    expect(within(first).getByText('3 testers')).toBeVisible();
    expect(within(first).getByText('Video')).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Saved' })).toBeEnabled();
    expect(within(first).getByRole('img', { name: 'TaskFlow' }).getAttribute('src')).toBe(
      `${withVideo.imageUrl}/card`,
    );

    expect(within(second).getByText('1 tester')).toBeVisible();
    expect(within(second).queryByText('Video')).toBeNull();
    expect(within(second).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(within(second).getByRole('link', { name: 'View Trailmate' }).getAttribute('href')).toBe(
      `/software/${plain.id}`,
    );
  });

  it('loads the page named by the Link header on "Load more"', async () => {
    const next = '/api/software?cursor=abc';
    const second = makeListing({ name: 'Second' });
    const fetchMock = stubFetch(
      Response.json([makeListing({ name: 'First' })], {
        headers: { Link: `<${next}>; rel="next"` },
      }),
      Response.json([second]),
    );
    renderWithClient(<BrowsePage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: 'Second' })).toHaveAttribute(
      'href',
      `/software/${second.id}`,
    );
    expect(fetchedUrls(fetchMock)).toEqual(['/api/software', next]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
