import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckInBody } from '@/shared/contracts/cycle-check-ins.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import type { MyCycle } from '@/shared/contracts/cycles.ts';
import {
  callsWith,
  FakeUploader,
  makeCheckIn,
  makeMyCycle,
  optedIn,
  refusal,
  stubCyclesApi,
} from '@/tests/client/my-cycle-fixtures.tsx';
import { fetchedUrls, renderWithClient } from '@/tests/client/render.tsx';
import { MyCyclesSection } from './my-cycles-section.tsx';

beforeEach(() => {
  // 23:30 UTC on 4 March is already 5 March in Auckland: the date sent is the cycle zone's.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-03-04T23:30:00.000Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const AUCKLAND = { timeZone: 'Pacific/Auckland', today: '2027-03-05', day: 4 };

const renderSection = () =>
  renderWithClient(<MyCyclesSection email="ada@example.com" ImageUploader={FakeUploader} />);

const cardOf = async (name: string) => {
  const article = (await screen.findByRole('heading', { name })).closest('article');
  if (!article) throw new Error(`no card for ${name}`);
  return within(article);
};

/** The server's part: a check-in counts for today and lengthens the streak. */
function checkedIn(myCycle: MyCycle, body: CheckInBody): MyCycle {
  const days = myCycle.cycle.myDays;
  if (!days) throw new Error('not opted in');
  const checkIn = makeCheckIn({ date: body.date, day: 4, note: body.note || null });
  return {
    ...myCycle,
    cycle: {
      ...myCycle.cycle,
      myDays: {
        ...days,
        streak: days.streak + 1,
        checkedInToday: true,
        checkIns: [checkIn, ...days.checkIns],
      },
    },
  };
}

describe('Checking in to a test cycle', () => {
  it('sends a note and a screenshot for today in the cycle’s zone, then shows the new streak', async () => {
    const myCycle = makeMyCycle({ ...AUCKLAND, ...optedIn({ streak: 2 }) });
    const cycles = [myCycle];
    let answer: () => void = () => {};
    const fetchMock = stubCyclesApi(cycles, {
      checkIn: (body) => {
        cycles[0] = checkedIn(myCycle, body as CheckInBody);
        return Response.json(makeCheckIn());
      },
    });
    // The check-in waits until the test lets it through, to see the busy button.
    const handled = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await new Promise<void>((resolve) => (answer = resolve));
      return handled ? handled(input, init) : Response.json([]);
    });
    renderSection();
    const card = await cardOf('TaskFlow');
    expect(card.getByText('2 days in a row')).toBeVisible();

    fireEvent.click(card.getByRole('button', { name: 'I used it today' }));
    const note = card.getByLabelText('What did you try?');
    await waitFor(() => expect(note).toHaveFocus());
    const longNote = 'é'.repeat(500);
    fireEvent.change(note, { target: { value: longNote } });
    fireEvent.click(card.getByRole('button', { name: 'Add screenshot' }));
    const screenshot = card.getByRole('img', { name: 'Your screenshot' }).getAttribute('src');
    const send = card.getByRole('button', { name: 'Check in' });
    send.focus();
    fireEvent.click(send);

    expect(await card.findByRole('button', { name: 'Checking in...' })).toBeDisabled();
    answer();
    expect(await card.findByText('Checked in today ✓')).toBeVisible();
    await waitFor(() => expect(card.getByText('Checked in today ✓')).toHaveFocus());
    expect(card.getByText('3 days in a row')).toBeVisible();
    expect(card.getByText(`Your note: ${longNote}`)).toBeVisible();
    expect(card.queryByRole('button', { name: 'I used it today' })).toBeNull();
    expect(callsWith(fetchMock, 'POST')).toEqual([
      [cyclePaths.checkIns(myCycle.cycle.id), { date: '2027-03-05', note: longNote, screenshot }],
    ]);
  });

  it('checks in with nothing more to say, and can be called off', async () => {
    const myCycle = makeMyCycle({ ...AUCKLAND, ...optedIn() });
    const cycles = [myCycle];
    const fetchMock = stubCyclesApi(cycles, {
      checkIn: (body) => {
        cycles[0] = checkedIn(myCycle, body as CheckInBody);
        return Response.json(makeCheckIn());
      },
    });
    renderSection();
    const card = await cardOf('TaskFlow');

    fireEvent.click(card.getByRole('button', { name: 'I used it today' }));
    fireEvent.click(card.getByRole('button', { name: 'Cancel' }));
    expect(card.queryByLabelText('What did you try?')).toBeNull();
    fireEvent.click(card.getByRole('button', { name: 'I used it today' }));
    fireEvent.click(card.getByRole('button', { name: 'Check in' }));

    expect(await card.findByText('Checked in today ✓')).toBeVisible();
    expect(callsWith(fetchMock, 'POST')).toEqual([
      [cyclePaths.checkIns(myCycle.cycle.id), { date: '2027-03-05', note: '' }],
    ]);
  });

  it.each([
    ['already_checked_in', 409, 'You have already checked in today'],
    ['check_in_not_today', 409, 'You can only check in for today, 6 March'],
    ['not_in_cycle', 403, 'Only testers who hold a place and opted in can check in'],
  ])(
    'shows the refusal %s as the server says it, and reads the card again',
    async (code, status, message) => {
      const myCycle = makeMyCycle({ ...AUCKLAND, ...optedIn() });
      const cycles = [myCycle];
      const fetchMock = stubCyclesApi(cycles, {
        checkIn: (body) => {
          if (code === 'already_checked_in') cycles[0] = checkedIn(myCycle, body as CheckInBody);
          return refusal(status, code, message);
        },
      });
      renderSection();
      const card = await cardOf('TaskFlow');

      fireEvent.click(card.getByRole('button', { name: 'I used it today' }));
      fireEvent.click(card.getByRole('button', { name: 'Check in' }));

      expect(await card.findByRole('alert')).toHaveTextContent(message);
      await waitFor(() =>
        expect(fetchedUrls(fetchMock).filter((url) => url === cyclePaths.mine)).toHaveLength(2),
      );
      if (code === 'already_checked_in') {
        expect(await card.findByText('Checked in today ✓')).toBeVisible();
        expect(card.getByRole('alert')).toHaveTextContent(message);
      }
    },
  );

  it('shows a note the server finds too long under the note', async () => {
    const myCycle = makeMyCycle({ ...AUCKLAND, ...optedIn() });
    stubCyclesApi([myCycle], {
      checkIn: () =>
        Response.json(
          {
            message: 'Check your entries',
            code: 'validation_failed',
            errors: { note: 'Keep the note under 1000 characters' },
          },
          { status: 400 },
        ),
    });
    renderSection();
    const card = await cardOf('TaskFlow');

    fireEvent.click(card.getByRole('button', { name: 'I used it today' }));
    fireEvent.click(card.getByRole('button', { name: 'Check in' }));

    expect(await card.findByText('Keep the note under 1000 characters')).toBeVisible();
    expect(card.getByLabelText('What did you try?')).toHaveAccessibleDescription(
      /Keep the note under 1000 characters/,
    );
    expect(card.queryByRole('alert')).toBeNull();
  });
});
