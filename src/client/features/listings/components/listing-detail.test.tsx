import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Listing } from '@/shared/contracts/listings.ts';
import { makeListing } from '@/tests/client/fixtures.ts';
import { ListingDetail } from './listing-detail.tsx';

afterEach(cleanup);

const renderDetail = (overrides: Partial<Listing>) =>
  render(<ListingDetail listing={makeListing(overrides)} actions={null} />);
const buildSection = () => screen.queryByRole('region', { name: 'How to get the build' });

describe('ListingDetail', () => {
  it('shows places left beside the tester count, and "Waitlist open" once they are gone', () => {
    renderDetail({ testerLimit: 1, placesLeft: 1 });
    expect(screen.getByText('1 of 1 place left')).toBeVisible();
    cleanup();

    renderDetail({ testerLimit: 20, placesLeft: 0, testerCount: 20 });
    expect(screen.getByText('Waitlist open')).toBeVisible();
    expect(screen.getByText('20 testers joined')).toBeVisible();
    cleanup();

    renderDetail({ testerLimit: 20, placesLeft: 0, status: 'Closed' });
    expect(screen.queryByText('Waitlist open')).toBeNull();
  });

  it('shows the access instructions when sent, as Markdown, linking only web addresses', async () => {
    const word = 'x'.repeat(500);
    renderDetail({
      accessInstructions: `Install from https://testflight.apple.com/join/AbC123.\nInvite code: <b>${word}</b>\njavascript:alert(1)`,
    });

    const section = buildSection();
    if (!section) throw new Error('no access instructions');
    const link = await within(section).findByRole('link');
    expect(section.textContent).toContain(`Invite code: <b>${word}</b>`);
    expect(section.querySelector('b')).toBeNull();
    expect(within(section).getAllByRole('link')).toHaveLength(1);
    expect(link.getAttribute('href')).toBe('https://testflight.apple.com/join/AbC123');
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener');
    cleanup();

    // Anyone the server sends no instructions to.
    renderDetail({ accessInstructions: null });
    expect(buildSection()).toBeNull();
  });
});

describe('ListingDetail, the builder', () => {
  it("links the builder's name to their profile, with how soon they answer reports under it", () => {
    const listing = makeListing({ answerBadge: 'three_days' });
    render(<ListingDetail listing={listing} actions={null} />);
    const link = screen.getByRole('link', { name: 'Grace Hopper' });
    expect(link.getAttribute('href')).toBe(`/u/${listing.builder.id}`);
    expect(link.parentElement?.textContent).toBe('by Grace Hopper');
    expect(link.parentElement?.nextElementSibling?.textContent).toBe(
      'Usually answers reports within 3 days',
    );
    cleanup();

    renderDetail({ answerBadge: 'day' });
    expect(screen.getByText('Usually answers reports within a day')).toBeVisible();
    cleanup();

    renderDetail({ answerBadge: null });
    expect(screen.getByRole('link', { name: 'Grace Hopper' })).toBeVisible();
    expect(screen.queryByText(/Usually answers/)).toBeNull();
  });

  it('names every platform with its minimum under the heading, long versions wrapping', () => {
    renderDetail({
      platforms: ['Android', 'iOS', 'iPadOS', 'macOS', 'Windows', 'Linux', 'Web'],
      minOsVersions: { Windows: '1234.123456.123456.123456', iOS: '17.4' },
    });
    const list = screen.getByRole('list', { name: /^Platforms: / });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Android',
      'iOS 17.4+',
      'iPadOS',
      'macOS',
      'Windows 1234.123456.123456.123456+',
      'Linux',
      'Web',
    ]);
    expect(list).toHaveClass('flex-wrap', 'min-w-0');
  });
});
