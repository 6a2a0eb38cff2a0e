import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingRating, Rating } from '@/shared/contracts/reputation.ts';
import { makePendingRating, makeRating } from '@/tests/client/person-profile-fixtures.ts';
import { renderWithClient, stubResizeObserver } from '@/tests/client/render.tsx';
import { RatingsToGive } from './ratings-to-give.tsx';

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Handler = (init?: RequestInit) => Response;

/** The two lists as the server holds them now, and the writes' answers by method and URL. */
function renderSection(
  lists: { pending: PendingRating[]; given: Rating[] },
  writes: Record<string, Handler> = {},
) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (key === 'GET /api/ratings/pending') return Response.json(lists.pending);
    if (key === 'GET /api/ratings/given') return Response.json(lists.given);
    const handler = writes[key];
    if (handler) return handler(init);
    return Response.json({ message: 'Not found', code: 'not_found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const rendered = renderWithClient(<RatingsToGive />);
  return { fetchMock, ...rendered };
}

const sent = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([input, init]) => [String(input), JSON.parse(String(init?.body))]);

/** The roving focus moves on a timer; an arrow key both moves to the next star and chooses it. */
async function pressArrowRight(nextName: string) {
  fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
  await waitFor(() => expect(document.activeElement).toHaveAccessibleName(nextName));
  fireEvent.keyUp(document.activeElement as Element, { key: 'ArrowRight' });
}

const refusal = (status: number, body: object) => () => Response.json(body, { status });

describe('Rate your time together', () => {
  it('renders nothing when there is nobody to rate and no rating given', async () => {
    const { container, fetchMock } = renderSection({ pending: [], given: [] });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await act(async () => {});
    expect(container).toBeEmptyDOMElement();
  });

  it('rates with the keyboard, refuses no stars, then shows the rating hidden until both rated', async () => {
    const pending = makePendingRating({ listingName: 'TaskFlow' });
    const lists = { pending: [pending], given: [] as Rating[] };
    const { fetchMock } = renderSection(lists, {
      'POST /api/ratings': (init) => {
        const body = JSON.parse(String(init?.body));
        const given = makeRating({
          listingName: 'TaskFlow',
          ratee: pending.ratee,
          stars: body.stars,
          comment: body.comment,
          createdAt: '2026-11-21T10:00:00.000Z',
          shownAt: null,
        });
        lists.pending = [];
        lists.given = [given];
        return Response.json(given, { status: 201 });
      },
    });

    const card = await screen.findByRole('article', { name: 'Rate Ada Lovelace' });
    expect(screen.getByRole('heading', { name: 'Rate your time together' })).toBeVisible();
    expect(screen.getByText(/Ratings stay hidden until both of you have rated/)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/u/${pending.ratee.id}`,
    );
    expect(within(card).getByText('Tester on TaskFlow')).toBeVisible();
    expect(within(card).getByText('Rate by Dec 4, 2026')).toBeVisible();

    fireEvent.click(within(card).getByRole('button', { name: 'Submit rating' }));
    expect(await within(card).findByText('Choose from 1 to 5 stars')).toBeVisible();
    expect(sent(fetchMock, 'POST')).toEqual([]);

    const group = within(card).getByRole('radiogroup', { name: 'Your rating' });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    act(() => within(group).getByRole('radio', { name: '1 star' }).focus());
    for (const next of ['2 stars', '3 stars', '4 stars']) await pressArrowRight(next);
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: '1 star' })).not.toBeChecked();
    expect(within(card).queryByText('Choose from 1 to 5 stars')).not.toBeInTheDocument();

    fireEvent.change(within(card).getByLabelText('Comment (optional)'), {
      target: { value: 'Clear reports.' },
    });
    expect(within(card).getByText('14/1,000')).toBeVisible();
    fireEvent.click(within(card).getByRole('button', { name: 'Submit rating' }));

    expect(await screen.findByText('Hidden until both have rated or Dec 5, 2026')).toBeVisible();
    expect(sent(fetchMock, 'POST')).toEqual([
      [
        '/api/ratings',
        {
          listingId: pending.listingId,
          rateeId: pending.ratee.id,
          stars: 4,
          comment: 'Clear reports.',
        },
      ],
    ]);
    expect(screen.queryByRole('article', { name: 'Rate Ada Lovelace' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
  });

  it("shows the server's refusals: a field's under it, others under the form", async () => {
    let answer = refusal(409, {
      code: 'rating_window_closed',
      message: 'The time to rate this beta has passed',
    });
    renderSection(
      { pending: [makePendingRating({ raterSide: 'tester' })], given: [] },
      { 'POST /api/ratings': () => answer() },
    );
    const card = await screen.findByRole('article', { name: 'Rate Ada Lovelace' });
    expect(within(card).getByText('Builder of TaskFlow')).toBeVisible();
    fireEvent.click(within(card).getByRole('radio', { name: '2 stars' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Submit rating' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The time to rate this beta has passed',
    );

    answer = refusal(400, {
      code: 'validation_failed',
      message: 'Check the form',
      errors: { comment: 'Keep it to 1,000 characters' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Submit rating' }));
    expect(await within(card).findByText('Keep it to 1,000 characters')).toBeVisible();
    expect(within(card).getByLabelText('Comment (optional)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('changes a hidden rating, and says so when it was shown meanwhile', async () => {
    const hidden = makeRating({ stars: 3, comment: 'Fine.', shownAt: null });
    const lists = { pending: [] as PendingRating[], given: [hidden] };
    let answer: Handler = (init) => {
      const body = JSON.parse(String(init?.body));
      const changed = { ...hidden, ...body };
      lists.given = [changed];
      return Response.json(changed);
    };
    const { fetchMock } = renderSection(lists, {
      [`PATCH /api/ratings/${hidden.id}`]: (init) => answer(init),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Edit rating' }));
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByLabelText('Comment (optional)')).toHaveValue('Fine.');
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save rating' }));
    expect(await screen.findByRole('img', { name: '5 of 5 stars' })).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH')).toEqual([
      [`/api/ratings/${hidden.id}`, { stars: 5, comment: 'Fine.' }],
    ]);

    answer = () => {
      lists.given = [{ ...hidden, stars: 5, shownAt: new Date().toISOString() }];
      return Response.json(
        { code: 'rating_shown', message: 'This rating is shown' },
        { status: 409 },
      );
    };
    fireEvent.click(screen.getByRole('button', { name: 'Edit rating' }));
    fireEvent.click(screen.getByRole('radio', { name: '1 star' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save rating' }));
    expect(
      await screen.findByText('This rating is now shown, so it can no longer be changed.'),
    ).toBeVisible();
    expect(await screen.findByText(/^Shown since/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit rating' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 of 5 stars' })).toBeInTheDocument();
  });
});
