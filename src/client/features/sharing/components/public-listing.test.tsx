import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicListing } from '@/shared/contracts/sharing.ts';
import { fakeId } from '@/tests/client/fixtures.ts';
import { PublicListingView, testerCountText } from './public-listing.tsx';

function makePublicListing(overrides: Partial<PublicListing> = {}): PublicListing {
  return {
    id: fakeId(),
    name: 'TaskFlow',
    shortDescription: 'Turns chat threads into tracked tasks.',
    longDescription: 'A lightweight project board.',
    category: 'Web',
    platforms: ['Web'],
    minOsVersions: {},
    status: 'Open',
    imageUrl: `/objects/${fakeId()}`,
    youtubeUrl: null,
    link: null,
    notes: null,
    createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
    testerCount: 0,
    builder: { firstName: 'Grace', lastName: 'Hopper', businessName: null, website: null },
    answerBadge: null,
    ...overrides,
  };
}

function renderView(listing: PublicListing, signedIn = false) {
  render(
    <PublicListingView listing={listing} signedIn={signedIn} statusBadge={null} video={null} />,
  );
}

afterEach(cleanup);

describe('testerCountText', () => {
  it('uses the singular for exactly one tester', () => {
    expect(testerCountText(1)).toBe('1 tester has already joined!');
  });

  it('uses the plural otherwise', () => {
    expect(testerCountText(2)).toBe('2 testers have already joined!');
    expect(testerCountText(12)).toBe('12 testers have already joined!');
  });

  it('invites the first tester instead of counting nobody', () => {
    expect(testerCountText(0)).toBe('Be the first to test it');
  });
});

describe('PublicListingView', () => {
  it('shows the description and testing notes as Markdown', async () => {
    renderView(
      makePublicListing({
        longDescription: 'A **lightweight** board.\n\n- Boards\n- Lists',
        notes: 'See [the guide](https://example.com/guide) first.',
      }),
    );

    const about = screen.getByRole('region', { name: 'About this software' });
    expect((await within(about).findByText('lightweight')).tagName).toBe('STRONG');
    expect(within(about).getAllByRole('listitem')).toHaveLength(2);
    const notes = screen.getByRole('region', { name: 'Testing Notes' });
    expect(within(notes).getByRole('link', { name: 'the guide' }).getAttribute('rel')).toBe(
      'nofollow ugc noopener',
    );
  });

  it('invites a visitor to sign up and come back to the listing', () => {
    const listing = makePublicListing({ testerCount: 1 });
    renderView(listing);

    const back = `/api/login?returnTo=${encodeURIComponent(`/software/${listing.id}`)}&tab=create-account`;
    expect(screen.getByRole('link', { name: 'Join Free' }).getAttribute('href')).toBe(back);
    expect(screen.getByRole('link', { name: 'Join & Start Testing' }).getAttribute('href')).toBe(
      back,
    );
    expect(screen.getByText('1 tester has already joined!')).toBeVisible();
    expect(screen.getByText('3 days ago')).toBeVisible();
    expect(screen.queryByRole('link', { name: /View listing/ })).toBeNull();
  });

  it('sends a signed-in visitor to the listing instead', () => {
    const listing = makePublicListing();
    renderView(listing, true);

    expect(screen.getByRole('link', { name: 'View listing' }).getAttribute('href')).toBe(
      `/software/${listing.id}`,
    );
    expect(screen.queryByRole('link', { name: /Join/ })).toBeNull();
  });

  it('offers "Try It Out" and the builder\'s website in new tabs, only when present', () => {
    renderView(
      makePublicListing({
        link: 'https://taskflow.example/beta',
        notes: 'Try the import first.',
        builder: {
          firstName: 'Grace',
          lastName: 'Hopper',
          businessName: 'Hopper Labs',
          website: 'https://www.hopper.example/',
        },
      }),
    );

    const tryIt = screen.getByRole('link', { name: /Try It Out/ });
    expect(tryIt.getAttribute('href')).toBe('https://taskflow.example/beta');
    expect(tryIt.getAttribute('target')).toBe('_blank');
    // A link someone typed shows where it leads and goes out marked as user content.
    expect(tryIt).toHaveTextContent('Try It Out(taskflow.example)');
    expect(tryIt.getAttribute('rel')).toBe('nofollow ugc noopener');
    const site = screen.getByRole('link', { name: /hopper\.example/ });
    expect(site.getAttribute('href')).toBe('https://www.hopper.example/');
    expect(site.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(screen.getByText('Hopper Labs')).toBeVisible();
    expect(screen.getByText('Grace Hopper')).toBeVisible();
    expect(screen.getByText('Try the import first.')).toBeVisible();
  });

  it('hides "Try It Out" and the testing notes without them', () => {
    renderView(makePublicListing());

    expect(screen.queryByRole('link', { name: /Try It Out/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Testing Notes' })).toBeNull();
  });
});

describe('PublicListingView, the builder', () => {
  it('says how soon the builder usually answers reports, under their name, when it is good', () => {
    renderView(makePublicListing({ answerBadge: 'day' }));
    const about = screen.getByText('Grace Hopper').parentElement;
    if (!about) throw new Error('no builder card');
    expect(within(about).getByText('Usually answers reports within a day')).toBeVisible();
    expect(screen.getByText('Grace Hopper').nextElementSibling?.textContent).toBe(
      'Usually answers reports within a day',
    );
    cleanup();

    renderView(makePublicListing({ answerBadge: 'three_days' }));
    expect(screen.getByText('Usually answers reports within 3 days')).toBeVisible();
    cleanup();

    renderView(makePublicListing({ answerBadge: null }));
    expect(screen.getByText('Grace Hopper')).toBeVisible();
    expect(screen.queryByText(/Usually answers/)).toBeNull();
  });
});

describe('PublicListingView platforms', () => {
  it('shows where the build runs, with its minimums', () => {
    renderView(makePublicListing({ platforms: ['iOS', 'Web'], minOsVersions: { iOS: '16' } }));
    const list = screen.getByRole('list', { name: 'Platforms: iOS 16+, Web' });
    expect(within(list).getByText('iOS 16+')).toBeVisible();
    expect(within(list).getByText('Web')).toBeVisible();
  });
});
