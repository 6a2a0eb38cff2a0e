import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackStats } from '@/shared/contracts/feedback.ts';
import { fetchedUrls, renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { FeedbackStatsPanel } from './feedback-stats-panel.tsx';

const LISTING_ID = '6f1c1f1e-8a4f-4d55-9d3f-1a2b3c4d5e6f';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The panel's line once the listing's figures have arrived. */
async function shownFor(stats: FeedbackStats) {
  stubFetch(Response.json(stats));
  renderWithClient(<FeedbackStatsPanel listingId={LISTING_ID} />);
  const panel = screen.getByRole('region', { name: 'Feedback' });
  await screen.findByText(/reports? received|No feedback/);
  return panel.querySelector('p')?.textContent;
}

describe('FeedbackStatsPanel', () => {
  it('reads the listing’s public figures', async () => {
    const fetchMock = stubFetch(
      Response.json({ received: 12, acknowledgedShare: 0.83, medianFirstResponseHours: 5 }),
    );
    renderWithClient(<FeedbackStatsPanel listingId={LISTING_ID} />);

    expect(
      await screen.findByText(
        '12 reports received · 83% acknowledged · first response in 5 h (median)',
      ),
    ).toBeVisible();
    expect(fetchedUrls(fetchMock)).toEqual([`/api/software/${LISTING_ID}/feedback/stats`]);
  });

  it('says so when nobody has reported yet', async () => {
    expect(
      await shownFor({ received: 0, acknowledgedShare: null, medianFirstResponseHours: null }),
    ).toBe('No feedback reported yet');
  });

  it('leaves the response time out until a report is answered', async () => {
    expect(
      await shownFor({ received: 1, acknowledgedShare: 0, medianFirstResponseHours: null }),
    ).toBe('1 report received · 0% acknowledged');
  });

  it('gives a response under an hour in minutes', async () => {
    expect(
      await shownFor({ received: 3, acknowledgedShare: 1, medianFirstResponseHours: 40 / 60 }),
    ).toBe('3 reports received · 100% acknowledged · first response in 40 min (median)');
  });

  it('never says "0 min" for an answer within seconds', async () => {
    expect(
      await shownFor({ received: 2, acknowledgedShare: 0.5, medianFirstResponseHours: 0.001 }),
    ).toBe('2 reports received · 50% acknowledged · first response in 1 min (median)');
  });

  it('rounds 59.7 minutes up to an hour rather than "60 min"', async () => {
    expect(
      await shownFor({ received: 2, acknowledgedShare: 0.5, medianFirstResponseHours: 0.995 }),
    ).toBe('2 reports received · 50% acknowledged · first response in 1 h (median)');
  });

  it('keeps hours up to two days', async () => {
    expect(
      await shownFor({ received: 4, acknowledgedShare: 0.75, medianFirstResponseHours: 47.4 }),
    ).toBe('4 reports received · 75% acknowledged · first response in 47 h (median)');
  });

  it('gives two days and more in days', async () => {
    expect(
      await shownFor({ received: 5, acknowledgedShare: 0.6, medianFirstResponseHours: 48 }),
    ).toBe('5 reports received · 60% acknowledged · first response in 2 days (median)');
    cleanup();
    expect(
      await shownFor({ received: 5, acknowledgedShare: 0.6, medianFirstResponseHours: 75 }),
    ).toBe('5 reports received · 60% acknowledged · first response in 3 days (median)');
  });

  it('says the figures are unavailable when they cannot be read', async () => {
    stubFetch(Response.json({ message: 'Internal Server Error' }, { status: 500 }));
    renderWithClient(<FeedbackStatsPanel listingId={LISTING_ID} />);

    expect(await screen.findByText('Feedback figures are unavailable.')).toBeVisible();
  });

  it('says the figures are unavailable when they come in another shape', async () => {
    stubFetch(Response.json({ received: '12', acknowledgedShare: 0.5 }));
    renderWithClient(<FeedbackStatsPanel listingId={LISTING_ID} />);

    expect(await screen.findByText('Feedback figures are unavailable.')).toBeVisible();
  });
});
