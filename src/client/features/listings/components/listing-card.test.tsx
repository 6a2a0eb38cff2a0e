import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
