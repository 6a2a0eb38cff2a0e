import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/tests/client/fixtures.ts';
import {
  makeProfile,
  makeRating,
  makeRecordEvent,
} from '@/tests/client/person-profile-fixtures.ts';
import { refusal, renderPerson } from '@/tests/client/render-person.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('One’s own profile', () => {
  const me = makeUser({ role: 'Tester' });
  const rating = makeRating({ listingName: 'TaskFlow', reply: null });
  const mine = makeProfile({ id: me.id, ratings: [rating] });
  const replyUrl = `/api/ratings/${rating.id}/reply`;

  it('replies once to a rating, with a counter, and shows the reply after the re-read', async () => {
    let profile = mine;
    const fetchMock = renderPerson(mine, me, {
      [`GET /api/people/${me.id}`]: () => Response.json(profile),
      [`POST ${replyUrl}`]: (init) => {
        const { body } = JSON.parse(String(init?.body));
        const replied = { ...rating, reply: { body, createdAt: '2026-11-10T10:00:00.000Z' } };
        profile = { ...mine, ratings: [replied] };
        return Response.json(replied, { status: 201 });
      },
    });

    fireEvent.click(
      await screen.findByRole('button', { name: 'Reply to the rating for TaskFlow' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Write a reply')).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Your public reply'), {
      target: { value: 'Glad it helped.' },
    });
    expect(screen.getByText('15/1,000')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));

    expect(await screen.findByText('Glad it helped.', { selector: 'p' })).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Reply to/ })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's refusal of a reply under the field", async () => {
    renderPerson(mine, me, {
      [`POST ${replyUrl}`]: refusal(409, 'already_replied', 'You already replied to this rating'),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Reply to/ }));
    const field = screen.getByLabelText('Your public reply');
    fireEvent.change(field, { target: { value: 'Second thoughts.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('You already replied to this rating')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists the events behind each figure, from a link', async () => {
    renderPerson(mine, me, {
      [`GET /api/people/${me.id}/record-events`]: () =>
        Response.json([
          makeRecordEvent({ label: 'Held the place until the beta closed', listingName: 'Ledger' }),
          makeRecordEvent({ figure: 'checkIns', label: 'No check-in on day 3', counts: false }),
        ]),
    });
    fireEvent.click(await screen.findByRole('link', { name: 'How these figures are counted' }));

    const held = await screen.findByRole('region', { name: 'Betas held to the end' });
    expect(within(held).getByText('Held the place until the beta closed')).toBeVisible();
    expect(within(held).getByText(/Ledger/)).toBeVisible();
    const checkIns = screen.getByRole('region', { name: 'Days checked in during cycles' });
    expect(within(checkIns).getByText(/counts against it/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hide how these figures are counted' })).toBeVisible();
  });

  it('lets an admin read the events behind anyone’s figures, but not reply', async () => {
    renderPerson(mine, makeUser({ role: 'Admin' }));
    expect(
      await screen.findByRole('link', { name: 'How these figures are counted' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Reply to/ })).not.toBeInTheDocument();
  });
});
