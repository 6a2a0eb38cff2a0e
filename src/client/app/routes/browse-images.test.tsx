import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeListing } from '@/tests/client/fixtures.ts';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { BrowsePage } from './browse.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Browse card images', () => {
  it('fetches the first row at once and at high priority, the later rows when scrolled to', async () => {
    const listings = Array.from({ length: 5 }, (_, index) => makeListing({ name: `App ${index}` }));
    stubFetch(Response.json(listings));
    renderWithClient(<BrowsePage />);

    const images = await Promise.all(listings.map(({ name }) => screen.findByAltText(name)));
    const attributes = images.map((image) => [
      image.getAttribute('loading'),
      image.getAttribute('fetchpriority'),
    ]);
    expect(attributes).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  it('offers the card and the full size of an uploaded image, with the width each is shown at', async () => {
    const listing = makeListing({ name: 'Tidewater' });
    stubFetch(Response.json([listing]));
    renderWithClient(<BrowsePage />);

    const image = await screen.findByAltText('Tidewater');
    expect(image.getAttribute('src')).toBe(`${listing.imageUrl}/card`);
    expect(image.getAttribute('srcset')).toBe(
      `${listing.imageUrl}/card 640w, ${listing.imageUrl} 1600w`,
    );
    expect(image.getAttribute('sizes')).toBe(
      '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw',
    );
  });

  it('gives an image from elsewhere no srcset: it has one size', async () => {
    stubFetch(Response.json([makeListing({ name: 'Far', imageUrl: 'https://example.com/a.png' })]));
    renderWithClient(<BrowsePage />);

    const image = await screen.findByAltText('Far');
    expect(image.getAttribute('src')).toBe('https://example.com/a.png');
    expect(image.hasAttribute('srcset')).toBe(false);
  });
});
