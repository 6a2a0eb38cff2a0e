import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import type { Cycle } from '@/shared/contracts/cycles.ts';
import {
  makeBoard,
  makeBoardTester,
  makeBuild,
  makeCycle,
  makeOpenReport,
  makeRosterEntry,
} from '@/tests/client/builder-cycle-fixtures.ts';
import { makeListing, makeUser } from '@/tests/client/fixtures.ts';
import { fetchedUrls, renderWithClient } from '@/tests/client/render.tsx';
import { CyclePage } from './cycle.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const builder = makeUser({ role: 'Builder' });
const listing = makeListing({ builderId: builder.id, name: 'TaskFlow' });
const roster = [
  makeRosterEntry({ firstName: 'Zoë', lastName: 'Ångström' }),
  makeRosterEntry({ firstName: 'Ben', lastName: 'Okafor', optIn: null }),
  makeRosterEntry({ firstName: 'Mia', lastName: 'Rossi', optIn: null }),
];
const cycle = makeCycle({ softwareId: listing.id, roster, notConfirmed: 2 });
const board = makeBoard({
  cycleId: cycle.id,
  testers: [makeBoardTester({ firstName: 'Zoë', lastName: 'Ångström' })],
});
const report = makeOpenReport({ softwareId: listing.id, title: 'Crash on save' });
const at = {
  cycle: `/api/cycles/${cycle.id}`,
  board: `/api/cycles/${cycle.id}/board`,
  builds: `/api/cycles/${cycle.id}/builds`,
  roster: `/api/cycles/${cycle.id}/roster.csv`,
  newReports: `/api/software/${listing.id}/feedback?status=New&limit=100`,
};

type Handler = (init?: RequestInit) => Response;

/** Answers the page's reads by URL (and method, for writes); anything else is a 404. */
function renderCycle(overrides: Record<string, Handler> = {}, shown: Cycle = cycle) {
  const routes: Record<string, Handler> = {
    [`GET ${at.cycle}`]: () => Response.json(shown),
    [`GET /api/software/${listing.id}`]: () => Response.json(listing),
    [`GET ${at.board}`]: () => Response.json(board),
    [`GET ${at.builds}`]: () => Response.json([makeBuild({ cycleId: cycle.id })]),
    [`GET ${at.newReports}`]: () => Response.json([report]),
    ...overrides,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const handler = routes[`${init?.method ?? 'GET'} ${String(input)}`];
    if (handler) return handler(init);
    if (String(input).includes('/feedback?status=')) return Response.json([]);
    return Response.json({ message: 'Not found', code: 'not_found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', `/cycles/${shown.id}`);
  const rendered = renderWithClient(
    <>
      <Route path="/cycles/:id" component={CyclePage} />
      <Toaster />
    </>,
  );
  return { fetchMock, ...rendered };
}

/** How many times the page read `url` (writes to the same address are not reads). */
const reads = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, url: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === url && (init?.method ?? 'GET') === 'GET',
  ).length;

const sent = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([input, init]) => [String(input), JSON.parse(String(init?.body))]);

describe('A test cycle, for its builder', () => {
  it('shows the count, the outlook, the grid, the roster and the evidence links', async () => {
    const { fetchMock } = renderCycle();

    expect(await screen.findByRole('heading', { name: 'Test cycle of TaskFlow' })).toBeVisible();
    expect(await screen.findByText('3 testers short')).toBeVisible();
    expect(screen.getByText('9 of 12')).toBeVisible();
    expect(screen.getByText('Day 3 of 14')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Zoë Ångström, day 2: missed' })).toBeInTheDocument();
    expect(screen.getByText('Missed yesterday')).toBeVisible();

    const rosterSection = screen.getByRole('region', { name: 'Roster' });
    expect(within(rosterSection).getByText('2 have not confirmed')).toBeVisible();
    expect(within(rosterSection).getByText('zoe@gmail.com, since Mar 1, 2027')).toBeVisible();
    expect(within(rosterSection).getAllByText('Has not confirmed yet')).toHaveLength(2);
    fireEvent.click(
      within(rosterSection).getByRole('button', { name: 'Download the roster (CSV)' }),
    );
    await waitFor(() => expect(reads(fetchMock, at.roster)).toBe(1));

    expect(screen.getByRole('link', { name: 'Open the evidence pack' })).toHaveAttribute(
      'href',
      `/cycles/${cycle.id}/evidence`,
    );
    expect(screen.getByRole('heading', { name: 'Version 1.2.0' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Test cycles of TaskFlow' })).toHaveAttribute(
      'href',
      `/software/${listing.id}/cycles`,
    );
  });

  it('posts a build update with the reports it fixes, then reads the changelog and the reports again', async () => {
    const posted = makeBuild({
      cycleId: cycle.id,
      version: '1.3.0',
      fixes: [{ feedbackId: report.id, title: report.title, status: 'Fixed' }],
    });
    const { fetchMock } = renderCycle({
      [`POST ${at.builds}`]: () => Response.json(posted, { status: 201 }),
    });

    const fix = await screen.findByRole('checkbox', { name: 'Crash on save (New)' });
    fireEvent.click(screen.getByRole('button', { name: 'Post the build update' }));
    expect(await screen.findByText('Required')).toBeVisible();

    fireEvent.change(screen.getByLabelText('Version'), { target: { value: '1.3.0' } });
    fireEvent.change(screen.getByLabelText('What changed'), {
      target: { value: 'Saving works again.' },
    });
    fireEvent.click(fix);
    const buildReads = reads(fetchMock, at.builds);
    const reportReads = reads(fetchMock, at.newReports);
    fireEvent.click(screen.getByRole('button', { name: 'Post the build update' }));

    expect(await screen.findByText('Build update posted')).toBeVisible();
    expect(
      screen.getByText('Your testers are told to update, and 1 report is marked fixed.'),
    ).toBeVisible();
    expect(sent(fetchMock, 'POST')).toEqual([
      [at.builds, { version: '1.3.0', notes: 'Saving works again.', fixes: [report.id] }],
    ]);
    await waitFor(() => expect(reads(fetchMock, at.builds)).toBe(buildReads + 1));
    await waitFor(() => expect(reads(fetchMock, at.newReports)).toBe(reportReads + 1));
    expect(screen.getByLabelText('Version')).toHaveValue('');
  });

  it('shows the reason under the field when the server refuses a build', async () => {
    renderCycle({
      [`POST ${at.builds}`]: () =>
        Response.json(
          {
            message: 'Some fields need attention',
            code: 'validation_failed',
            errors: { version: 'This version was already posted' },
          },
          { status: 400 },
        ),
    });
    fireEvent.change(await screen.findByLabelText('Version'), { target: { value: '1.2.0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post the build update' }));
    expect(await screen.findByText('This version was already posted')).toBeVisible();
  });

  it('extends the cycle, and ends it only once the builder confirms', async () => {
    const { fetchMock } = renderCycle({
      [`PATCH ${at.cycle}`]: () => Response.json(cycle),
    });
    fireEvent.change(await screen.findByLabelText('Extend by (days)'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Extend the cycle' }));
    expect(await screen.findByText('Cycle extended by 3 days')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'End the cycle early' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End this test cycle today?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent(fetchMock, 'PATCH')).toEqual([[at.cycle, { extendByDays: 3 }]]);

    fireEvent.click(screen.getByRole('button', { name: 'End the cycle early' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End the cycle' }),
    );
    expect(await screen.findByText('The cycle has ended')).toBeVisible();
    expect(sent(fetchMock, 'PATCH')).toEqual([
      [at.cycle, { extendByDays: 3 }],
      [at.cycle, { end: true }],
    ]);
  });

  it('offers no build form and no end or extend once the cycle has ended', async () => {
    renderCycle({}, { ...cycle, status: 'Ended', day: null });
    expect(await screen.findByRole('heading', { name: 'Changelog' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Post a build update' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End the cycle early' })).toBeNull();
  });

  it('sends a tester, whose copy has no roster, to My Demos and reads no board', async () => {
    const { fetchMock } = renderCycle({}, { ...cycle, roster: undefined, notConfirmed: undefined });
    expect(
      await screen.findByText('Only the builder of this beta can run its test cycles'),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Your days in a cycle are on My Demos' }),
    ).toHaveAttribute('href', '/my-demos');
    expect(fetchedUrls(fetchMock).some((url) => url.endsWith('/board'))).toBe(false);
  });

  it('says the cycle is not found when the server hides it', async () => {
    renderCycle({
      [`GET ${at.cycle}`]: () =>
        Response.json({ message: 'Not found', code: 'cycle_not_found' }, { status: 404 }),
    });
    expect(await screen.findByRole('heading', { name: 'Test cycle not found' })).toBeVisible();
  });

  it("offers a retry when the testers' days fail to load", async () => {
    renderCycle({ [`GET ${at.board}`]: () => new Response('', { status: 500 }) });
    expect(await screen.findByText("Failed to load the testers' days.")).toBeVisible();
  });
});
