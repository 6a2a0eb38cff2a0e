import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { makeTesterRecord } from '@/tests/client/fixtures.ts';
import { makeDevice, makeSuggestion, sentTo, stubApi } from '@/tests/client/matching-fixtures.ts';
import { renderWithClient, stubResizeObserver } from '@/tests/client/render.tsx';
import { InviteTestersDialog } from './invite-testers-dialog.tsx';

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CYCLE = 'c0000000-0000-4000-8000-000000000001';
const SUGGESTIONS = `/api/cycles/${CYCLE}/invite-suggestions`;
const INVITATIONS = `/api/cycles/${CYCLE}/invitations`;

const ada = makeSuggestion('Ada', {
  record: makeTesterRecord({
    betasHeld: { value: 0.9, events: 10 },
    checkIns: { value: 0.85, events: 20 },
    rating: { value: 4.5, events: 4 },
  }),
});
const bo = makeSuggestion('Bo', {
  matchingDevices: [
    makeDevice({ model: 'Pixel 7' }),
    makeDevice({ platform: 'Web', model: '', osVersion: '' }),
  ],
});
const cy = makeSuggestion(`Ærøskøbing ${'é'.repeat(70)}`);

function renderDialog(post: (init?: RequestInit) => Response) {
  const fetchMock = stubApi({
    [`GET ${SUGGESTIONS}`]: () => Response.json([ada, bo, cy]),
    [`POST ${INVITATIONS}`]: post,
  });
  renderWithClient(
    <>
      <InviteTestersDialog cycleId={CYCLE} listingName="Tide Tables" />
      <Toaster />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Invite testers' }));
  return fetchMock;
}

describe('Invite testers', () => {
  it('lists suggested testers with their devices and record, and sends the ones picked', async () => {
    const fetchMock = renderDialog(() =>
      Response.json({ invited: [ada.tester.id, bo.tester.id], skipped: [] }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invite testers' });
    const list = await within(dialog).findByRole('list', { name: 'Suggested testers' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(3);
    const adaBox = within(list).getByRole('checkbox', { name: 'Ada Tester' });
    expect(adaBox).toHaveAccessibleDescription(
      'Tests on Pixel 8 Held 90% of betas · Checked in on 85% of days · Rated 4.5 of 5',
    );
    expect(within(list).getByRole('checkbox', { name: 'Bo Tester' })).toHaveAccessibleDescription(
      'Tests on Pixel 7 and Web device New: no record yet',
    );
    const send = within(dialog).getByRole('button', { name: 'Send invitations' });
    expect(send).toBeDisabled();

    fireEvent.click(adaBox);
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Bo Tester' }));
    fireEvent.change(within(dialog).getByLabelText('Message (optional)'), {
      target: { value: 'Try the export on your phone' },
    });
    fireEvent.click(send);

    expect(await screen.findByText('Invited 2 testers')).toBeVisible();
    expect(sentTo(fetchMock, 'POST', INVITATIONS)).toEqual([
      { testerIds: [ada.tester.id, bo.tester.id], message: 'Try the export on your phone' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says how many were skipped', async () => {
    renderDialog(() => Response.json({ invited: [ada.tester.id], skipped: [cy.tester.id] }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite testers' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Ada Tester' }));
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: cy.tester.firstName + ' Tester' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('Invited 1 tester')).toBeVisible();
    expect(screen.getByText(/1 tester was skipped/)).toBeVisible();
  });

  it('shows the limit’s message when the day’s invitations ran out, and stays open', async () => {
    const message = 'You have sent the 30 invitations a day allows: try again in 5 hours';
    renderDialog(() =>
      Response.json(
        { code: 'rate_limited', message },
        { status: 429, headers: { 'retry-after': '18000' } },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invite testers' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Ada Tester' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Invite testers' })).toBeVisible();
  });

  it('says so when nobody can be suggested', async () => {
    stubApi({ [`GET ${SUGGESTIONS}`]: () => Response.json([]) });
    renderWithClient(<InviteTestersDialog cycleId={CYCLE} listingName="Tide Tables" />);
    fireEvent.click(screen.getByRole('button', { name: 'Invite testers' }));
    expect(await screen.findByText(/No testers to suggest right now/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send invitations' })).toBeNull();
  });
});
