import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/tests/client/fixtures.ts';
import {
  makeProfile,
  makeRating,
  makeRatingPerson,
} from '@/tests/client/person-profile-fixtures.ts';
import { stubResizeObserver } from '@/tests/client/render.tsx';
import { renderPerson } from '@/tests/client/render-person.tsx';

beforeEach(() => stubResizeObserver());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const viewer = makeUser({ role: 'Tester' });
const profile = makeProfile({
  firstName: 'Grace',
  lastName: 'Hopper',
  ratings: [
    makeRating({ listingName: 'Ledger', rater: makeRatingPerson({ firstName: 'Linus' }) }),
    makeRating({ listingName: 'TaskFlow', rater: makeRatingPerson({ id: viewer.id }) }),
  ],
});

const ratingItems = () =>
  within(screen.getByRole('region', { name: 'Ratings' })).getAllByRole('listitem');

describe('Reporting from a profile', () => {
  it('reports the person, and any rating shown but the viewer’s own', async () => {
    const fetchMock = renderPerson(profile, viewer, {
      'POST /api/reports': () => new Response(null, { status: 201 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Grace Hopper' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      targetType: 'person',
      targetId: profile.id,
    });

    const [others, own] = ratingItems();
    expect(
      within(others as HTMLElement).getByRole('button', { name: 'Report rating for Ledger' }),
    ).toBeVisible();
    expect(within(own as HTMLElement).queryByRole('button', { name: /Report/ })).toBeNull();
  });

  it('offers no Report of oneself, yet lets one report a rating about oneself', async () => {
    renderPerson(profile, makeUser({ id: profile.id, role: 'Builder' }));
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    expect(screen.queryByRole('button', { name: 'Report Grace Hopper' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Report rating for Ledger' })).toBeVisible();
  });

  it.each([
    ['a visitor', null],
    ['an admin', makeUser({ role: 'Admin' })],
  ])('offers %s no Report at all', async (_who, who) => {
    renderPerson(profile, who);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull();
  });
});
