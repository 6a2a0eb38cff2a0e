import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { makeCycle } from '@/tests/client/builder-cycle-fixtures.ts';
import { makeListing, makeUser } from '@/tests/client/fixtures.ts';
import { renderWithClient } from '@/tests/client/render.tsx';
import { ListingCyclesPage } from './listing-cycles.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const builder = makeUser({ role: 'Builder' });
const listing = makeListing({ builderId: builder.id, name: 'TaskFlow' });
const cyclesUrl = `/api/software/${listing.id}/cycles`;

/** Opens the listing's cycles as `user`; `post` answers the start form's POST. */
function renderCycles(cycles: unknown[], user = builder, post?: () => Response) {
  window.history.replaceState(null, '', `/software/${listing.id}/cycles`);
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url === `/api/software/${listing.id}`) return Response.json(listing);
    if (url === cyclesUrl && init?.method === 'POST' && post) return post();
    if (url === cyclesUrl) return Response.json(cycles);
    return Response.json({ message: 'Not found', code: 'not_found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithClient(
    <Route path="/software/:id/cycles">
      <ListingCyclesPage user={user} />
    </Route>,
  );
  return fetchMock;
}

const sentBody = (fetchMock: ReturnType<typeof renderCycles>) => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  return JSON.parse(String(call?.[1]?.body));
};

describe('Test cycles of a listing', () => {
  it("lists the listing's cycles with their status, dates and day, and offers no form while one is open", async () => {
    const running = makeCycle({ softwareId: listing.id });
    const ended = makeCycle({
      softwareId: listing.id,
      kind: 'Custom',
      status: 'Ended',
      day: null,
      startDate: '2026-12-01',
      lastDate: '2026-12-05',
      endedEarlyOn: '2026-12-05',
    });
    renderCycles([running, ended]);

    const link = await screen.findByRole('link', {
      name: 'Google Play closed test, Mar 1, 2027 to Mar 14, 2027',
    });
    expect(link).toHaveAttribute('href', `/cycles/${running.id}`);
    expect(screen.getByText('Day 3 of 14')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Custom, Dec 1, 2026 to Dec 5, 2026 (ended early)' }),
    ).toBeVisible();
    expect(screen.getByText('Ended')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Start a test cycle' })).toBeNull();
  });

  it("prefills Play's numbers, the browser's zone and today", async () => {
    renderCycles([]);

    expect(await screen.findByRole('heading', { name: 'Start a test cycle' })).toBeVisible();
    expect(
      screen.getByText('No test cycles yet. Start one below when your testers are ready.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Kind')).toHaveValue('PlayClosedTest');
    expect(screen.getByLabelText('Testers required')).toHaveValue(12);
    expect(screen.getByLabelText('Extra places (headroom)')).toHaveValue(3);
    expect(screen.getByLabelText('Length in days')).toHaveValue(14);
    expect(screen.getByLabelText('Missed days before a place is released')).toHaveValue(3);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(screen.getByLabelText('Time zone')).toHaveValue(zone);
    expect(screen.getByRole('option', { name: 'Europe/Berlin' })).toBeInTheDocument();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
    expect(screen.getByLabelText('Start date')).toHaveValue(today);
  });

  it("shows the API's field errors under their fields", async () => {
    const fetchMock = renderCycles([], builder, () =>
      Response.json(
        {
          message: 'Some fields need attention',
          code: 'validation_failed',
          errors: {
            optInLink: 'Enter a valid link starting with http:// or https://',
            startDate: 'Start within a year',
          },
        },
        { status: 400 },
      ),
    );
    await screen.findByRole('heading', { name: 'Start a test cycle' });
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'Europe/Berlin' } });
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2027-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the test cycle' }));

    expect(await screen.findByText('Start within a year')).toBeVisible();
    expect(screen.getByLabelText('Start date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid link starting with http:// or https://')).toBeVisible();
    expect(sentBody(fetchMock)).toEqual({
      kind: 'PlayClosedTest',
      testersRequired: 12,
      headroom: 3,
      lengthDays: 14,
      missedDaysLimit: 3,
      optInLink: '',
      timeZone: 'Europe/Berlin',
      startDate: '2027-03-01',
    });
  });

  it('asks a custom cycle for its numbers, sends an empty limit as never, and opens the new cycle', async () => {
    const created = makeCycle({ softwareId: listing.id, kind: 'Custom' });
    const fetchMock = renderCycles([], builder, () => Response.json(created, { status: 201 }));
    await screen.findByRole('heading', { name: 'Start a test cycle' });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'Custom' } });
    fireEvent.change(screen.getByLabelText('Testers required'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the test cycle' }));
    expect(await screen.findByText('Say how many testers this cycle needs')).toBeVisible();

    fireEvent.change(screen.getByLabelText('Testers required'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Length in days'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Missed days before a place is released'), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start the test cycle' }));

    await waitFor(() => expect(window.location.pathname).toBe(`/cycles/${created.id}`));
    expect(sentBody(fetchMock)).toMatchObject({
      kind: 'Custom',
      testersRequired: 5,
      lengthDays: 3,
      missedDaysLimit: null,
    });
  });

  it('tells anyone but the builder that only the builder runs test cycles, and asks nothing', async () => {
    const fetchMock = renderCycles([], makeUser({ role: 'Builder' }));
    expect(
      await screen.findByText('Only the builder of this beta can run its test cycles'),
    ).toBeVisible();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain(cyclesUrl);
  });

  it('offers a retry when the cycles fail to load', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      String(input) === cyclesUrl ? new Response('', { status: 500 }) : Response.json(listing),
    );
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', `/software/${listing.id}/cycles`);
    renderWithClient(
      <Route path="/software/:id/cycles">
        <ListingCyclesPage user={builder} />
      </Route>,
    );
    expect(await screen.findByText('Failed to load the test cycles.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
