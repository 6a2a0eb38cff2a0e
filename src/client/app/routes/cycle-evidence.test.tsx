import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { type CycleEvidence, STORE_DECIDES_NOTICE } from '@/shared/contracts/cycle-evidence.ts';
import {
  makeBoard,
  makeBoardTester,
  makeBuild,
  makeEvidence,
} from '@/tests/client/builder-cycle-fixtures.ts';
import { fakeId } from '@/tests/client/fixtures.ts';
import { renderWithClient } from '@/tests/client/render.tsx';
import { CycleEvidencePage } from './cycle-evidence.tsx';

const zoe = makeBoardTester({ firstName: 'Zoë', lastName: 'Ångström' });
const evidence = makeEvidence({
  board: makeBoard({ testers: [zoe] }),
  checkIns: [
    {
      testerId: zoe.testerId,
      date: '2027-03-02',
      day: 2,
      note: 'Tried the new export.',
      screenshot: '/api/cycles/x/check-ins/y/2027-03-02/screenshot',
      createdAt: '2027-03-02T18:00:00.000Z',
    },
    {
      testerId: zoe.testerId,
      date: '2027-03-01',
      day: 1,
      note: null,
      screenshot: null,
      createdAt: '2027-03-01T18:00:00.000Z',
    },
  ],
  reports: [
    {
      id: fakeId(),
      title: 'Crash on save',
      kind: 'Bug',
      status: 'Verified',
      reporter: 'Zoë Ångström',
      createdAt: '2027-03-01T10:00:00.000Z',
      fixedIn: '1.2.0',
      verified: true,
    },
  ],
  builds: [makeBuild({ version: '1.2.0', notes: 'Saving no longer crashes.' })],
});
const cycleId = evidence.cycle.id;
const url = `/api/cycles/${cycleId}/evidence`;

function renderEvidence(answer: () => Response = () => Response.json(evidence)) {
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input) === url ? answer() : new Response('', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', `/cycles/${cycleId}/evidence`);
  renderWithClient(<Route path="/cycles/:id/evidence" component={CycleEvidencePage} />);
  return fetchMock;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('The evidence pack', () => {
  it('says plainly, first, that the store alone decides, then lays out the record', async () => {
    renderEvidence();

    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent(STORE_DECIDES_NOTICE);
    const heading = screen.getByRole('heading', { level: 1, name: 'Evidence pack: TaskFlow' });
    // The notice comes before everything the pack says.
    expect(notice.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Google Play closed test, 12 testers for 14 days')).toBeVisible();
    expect(
      screen.getByText('Mar 1, 2027 to Mar 14, 2027 (Running), days counted in Europe/Berlin'),
    ).toBeVisible();
    expect(
      screen.getByRole('img', { name: 'Zoë Ångström, day 1: checked in' }),
    ).toBeInTheDocument();

    const checkIns = screen.getByRole('region', { name: 'Every check-in, day by day' });
    const rows = within(checkIns).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Day 1Mar 1, 2027Zoë ÅngströmNo note',
      'Day 2Mar 2, 2027Zoë ÅngströmTried the new export.With a screenshot',
    ]);

    const reports = screen.getByRole('region', { name: 'Reports filed during the cycle' });
    expect(within(reports).getByText('Crash on save')).toBeVisible();
    expect(within(reports).getByText('Fix verified')).toBeVisible();
    expect(
      screen.getByText('1 report filed, 1 fix confirmed by the testers who reported them.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Version 1.2.0' })).toBeVisible();
  });

  it('keeps edited answers in this browser per cycle, and resets one to the draft', async () => {
    renderEvidence();
    const who = await screen.findByLabelText('Who tested your app, and how did you find them?');
    expect(who).toHaveValue('12 testers from Beta Harbor tested the app.');
    expect(screen.queryByRole('button', { name: /Reset to the draft/ })).toBeNull();

    fireEvent.change(who, { target: { value: 'Twelve testers I met on Beta Harbor.' } });
    expect(who).toHaveValue('Twelve testers I met on Beta Harbor.');
    cleanup();

    renderEvidence();
    const again = await screen.findByLabelText('Who tested your app, and how did you find them?');
    expect(again).toHaveValue('Twelve testers I met on Beta Harbor.');
    expect(screen.getByLabelText('How did your testers use your app during the test?')).toHaveValue(
      'They checked in daily.',
    );

    fireEvent.click(screen.getByRole('button', { name: /Reset to the draft/ }));
    expect(again).toHaveValue('12 testers from Beta Harbor tested the app.');
    cleanup();
    renderEvidence();
    expect(
      await screen.findByLabelText('Who tested your app, and how did you find them?'),
    ).toHaveValue('12 testers from Beta Harbor tested the app.');
  });

  it('prints on Print, and downloads the pack as JSON and CSV', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const fetchMock = renderEvidence();
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(`${url}.csv`),
    );
    expect(screen.getByRole('button', { name: 'Download JSON' })).toBeEnabled();
  });

  it('asks the store its own questions for a cycle that is not a Play closed test', async () => {
    const custom: CycleEvidence = { ...evidence, cycle: { ...evidence.cycle, kind: 'Custom' } };
    renderEvidence(() => Response.json(custom));
    expect(
      await screen.findByRole('heading', { name: "Draft answers to the store's questions" }),
    ).toBeVisible();
  });

  it('tells anyone but the builder that only the builder sees it', async () => {
    renderEvidence(() =>
      Response.json({ message: 'Only the builder', code: 'not_listing_builder' }, { status: 403 }),
    );
    expect(
      await screen.findByText('Only the builder of this beta can run its test cycles'),
    ).toBeVisible();
  });

  it('offers a retry when the pack fails to load', async () => {
    renderEvidence(() => new Response('', { status: 500 }));
    expect(await screen.findByText('Failed to load the evidence pack.')).toBeVisible();
  });
});
