import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Listing } from '@/shared/contracts/listings.ts';
import { makeListing } from '@/tests/client/fixtures.ts';
import { ListingCard } from './listing-card.tsx';

afterEach(cleanup);

const renderCard = (overrides: Partial<Listing>) =>
  render(<ListingCard listing={makeListing(overrides)} renderSaveControl={() => null} />);

describe('ListingCard places', () => {
  it('says how many places a limited beta has left', () => {
    renderCard({ testerLimit: 20, placesLeft: 4, testerCount: 16 });
    expect(screen.getByText('4 of 20 places left')).toBeVisible();
    expect(screen.getByText('16 testers')).toBeVisible();
  });

  it('says the waitlist is open when no place is left, and nothing of places without a limit', () => {
    renderCard({ testerLimit: 1, placesLeft: 0, testerCount: 3 });
    expect(screen.getByText('Waitlist open')).toBeVisible();
    expect(screen.queryByText(/places? left/)).toBeNull();
    cleanup();

    renderCard({ testerLimit: null, placesLeft: null, testerCount: 1_204 });
    expect(screen.getByText('1,204 testers')).toBeVisible();
    expect(screen.queryByText(/places? left|Waitlist/)).toBeNull();
  });
});

describe('ListingCard answer badge', () => {
  it("shows the builder's answer badge from the listing, with no request of its own", () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderCard({ answerBadge: 'day' });
    const badge = screen.getByText('Answers within a day');
    expect(badge).toBeVisible();
    expect(badge.closest('[title]')?.getAttribute('title')).toBe(
      'Usually answers reports within a day',
    );
    cleanup();

    renderCard({ answerBadge: 'three_days' });
    expect(screen.getByText('Answers within 3 days')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('shows no badge when the builder has none', () => {
    renderCard({ answerBadge: null });
    expect(screen.queryByText(/Answers within/)).toBeNull();
  });
});

describe('ListingCard platforms', () => {
  it('shows an icon per platform, named with its minimum for assistive technology', () => {
    renderCard({ platforms: ['Android', 'iOS'], minOsVersions: { Android: '10' } });
    const list = screen.getByRole('list', { name: 'Platforms: Android 10+, iOS' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.title),
    ).toEqual(['Android 10+', 'iOS']);
  });

  it('shows no platforms for a listing that names none', () => {
    renderCard({ platforms: [], minOsVersions: {} });
    expect(screen.queryByRole('list', { name: /^Platforms/ })).toBeNull();
  });
});
