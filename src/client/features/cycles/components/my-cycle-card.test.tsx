import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyCycle } from '@/shared/contracts/cycles.ts';
import {
  FakeUploader,
  makeCheckIn,
  makeDays,
  makeMyCycle,
  optedIn,
} from '@/tests/client/my-cycle-fixtures.tsx';
import { renderWithClient } from '@/tests/client/render.tsx';
import { MyCycleCard } from './my-cycle-card.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard(myCycle: MyCycle) {
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  renderWithClient(
    <MyCycleCard myCycle={myCycle} email="ada@example.com" ImageUploader={FakeUploader} />,
  );
  return { card: within(screen.getByRole('article')), fetchMock };
}

const CHECK_IN = { name: 'I used it today' };

describe('A test cycle on My Demos', () => {
  it('before it starts: when it starts, how long it runs, and how to opt in already', async () => {
    const { card } = renderCard(
      makeMyCycle({ status: 'Scheduled', startDate: '2027-03-10', today: '2027-03-04', day: null }),
    );

    expect(card.getByRole('link', { name: 'TaskFlow' }).getAttribute('href')).toMatch(
      /^\/software\//,
    );
    expect(card.getByText('Google Play closed test')).toBeVisible();
    expect(card.getByText('Starts on 10 March · Runs for 14 days')).toBeVisible();
    expect(card.getByRole('button', { name: "I've opted in" })).toBeEnabled();
    expect(card.queryByRole('button', CHECK_IN)).toBeNull();
    expect((await card.findByText('Play Store')).tagName).toBe('STRONG');
  });

  it('running, not opted in: the steps, the opt-in link, their address offered, no check-in', () => {
    const { card } = renderCard(makeMyCycle());

    expect(card.getByText('Day 3 of 14 · 11 days left')).toBeVisible();
    const link = card.getByRole('link', { name: /Open the opt-in page/ });
    expect(link.getAttribute('href')).toBe(
      'https://play.google.com/apps/testing/com.example.taskflow',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    const field = card.getByLabelText('Store account e-mail') as HTMLInputElement;
    expect(field.value).toBe('ada@example.com');
    expect(field).toHaveAccessibleDescription(
      /Google Play needs the address of the Google account/,
    );
    expect(card.getByText(/Come back and confirm with the e-mail/)).toBeVisible();
    expect(card.queryByRole('button', CHECK_IN)).toBeNull();
    expect(card.getByText('How to get the build')).toBeVisible();
  });

  it('opted in, not checked in today: the store address, the streak and the button', () => {
    const { card } = renderCard(makeMyCycle(optedIn({ streak: 2 })));

    expect(card.getByText(/Opted in as/).textContent).toBe(
      'Opted in as ada.tests@gmail.com on 3 March',
    );
    expect(card.getByRole('button', { name: 'Change address' })).toBeEnabled();
    expect(card.queryByLabelText('Store account e-mail')).toBeNull();
    expect(card.getByText('2 days in a row')).toBeVisible();
    expect(card.getByRole('button', CHECK_IN)).toBeEnabled();
    expect(card.queryByText(/You missed/)).toBeNull();
  });

  it('checked in today: says so with the streak and the note, and offers no second check-in', () => {
    const note = `Synced ${'é'.repeat(500)}`;
    const { card } = renderCard(
      makeMyCycle(
        optedIn({
          streak: 3,
          checkedInToday: true,
          checkIns: [makeCheckIn({ date: '2027-03-04', day: 3, note })],
        }),
      ),
    );

    expect(card.getByText('Checked in today ✓')).toBeVisible();
    expect(card.getByText('3 days in a row')).toBeVisible();
    expect(card.getByText(`Your note: ${note}`)).toBeVisible();
    expect(card.queryByRole('button', CHECK_IN)).toBeNull();
  });

  it('missed yesterday: warns, and names the limit once it is near', () => {
    const { card } = renderCard(makeMyCycle(optedIn({ streak: 0, missedInARow: 1 })));

    expect(
      card.getByText('You missed yesterday: check in today to keep your place.'),
    ).toBeVisible();
    expect(
      card.getByText(
        'This cycle gives your place to the next tester in line after 3 days missed in a row.',
      ),
    ).toBeVisible();
    expect(card.getByText('Check in today to start a streak.')).toBeVisible();
    expect(card.getByRole('button', CHECK_IN)).toBeEnabled();
  });

  it('two days missed of a limit of three: today is the last chance', () => {
    const { card } = renderCard(makeMyCycle(optedIn({ streak: 0, missedInARow: 2 })));

    expect(
      card.getByText('You missed the last 2 days: check in today to keep your place.'),
    ).toBeVisible();
    expect(card.getByText(/after 3 days missed in a row: miss today and it goes\./)).toBeVisible();
  });

  it('ended: the date it ended and the days checked in, nothing left to do', () => {
    const { card } = renderCard(
      makeMyCycle({
        ...optedIn({ daysLeft: 0, checkIns: Array.from({ length: 9 }, () => makeCheckIn()) }),
        status: 'Ended',
        day: null,
        lastDate: '2027-03-15',
        today: '2027-03-20',
      }),
    );

    expect(card.getByText('Ended on 15 March')).toBeVisible();
    expect(card.getByText('You checked in on 9 days.')).toBeVisible();
    expect(card.queryByRole('button')).toBeNull();
    expect(card.queryByText('How to get the build')).toBeNull();
    expect(card.queryByText(/Opted in as/)).toBeNull();
  });

  it('without a place: the cycle, and no link, instructions or buttons', () => {
    const { card } = renderCard(
      makeMyCycle({ optInLink: undefined }, { accessInstructions: null }),
    );

    expect(card.getByText(/You don't hold a place in this beta now/)).toBeVisible();
    expect(card.queryByRole('link', { name: /opt-in page/ })).toBeNull();
    expect(card.queryByRole('button')).toBeNull();
  });

  it('without an opt-in link: says so, and still takes the address', () => {
    const { card } = renderCard(makeMyCycle({ optInLink: null }));

    expect(card.getByText(/the builder has not given an opt-in link/)).toBeVisible();
    expect(card.queryByRole('link', { name: /opt-in page/ })).toBeNull();
    expect(card.getByRole('button', { name: "I've opted in" })).toBeEnabled();
  });

  it('back after losing the place: asked to opt in again, with no check-in until then', () => {
    const { card } = renderCard(
      makeMyCycle({ myOptIn: null, myDays: makeDays({ checkIns: [makeCheckIn()] }) }),
    );

    expect(card.getByRole('button', { name: "I've opted in" })).toBeEnabled();
    expect(card.queryByRole('button', CHECK_IN)).toBeNull();
  });

  it('ended after the tester was released: their days stay, and nothing else', () => {
    const { card } = renderCard(
      makeMyCycle(
        {
          status: 'Ended',
          day: null,
          optInLink: undefined,
          myOptIn: null,
          myDays: makeDays({ daysLeft: 0, checkIns: [makeCheckIn()] }),
        },
        { accessInstructions: null },
      ),
    );

    expect(card.getByText('You checked in on 1 day.')).toBeVisible();
    expect(card.queryByText(/don't hold a place/)).toBeNull();
    expect(card.queryByRole('button')).toBeNull();
  });

  it('shows an 80-character accented name whole, on a TestFlight beta in its last day', () => {
    const name = 'Écoute à l’aéroport: ça été très réussi, évidemment! '.padEnd(80, 'é');
    const { card } = renderCard(
      makeMyCycle({ kind: 'TestFlight', day: 14, myDays: makeDays({ daysLeft: 0 }) }, { name }),
    );

    expect(card.getByRole('heading', { name })).toBeVisible();
    expect(card.getByText('TestFlight')).toBeVisible();
    expect(card.getByText('Day 14 of 14 · Last day')).toBeVisible();
    expect(card.getByLabelText('Store account e-mail')).toHaveAccessibleDescription(
      /Apple Account/,
    );
  });
});
