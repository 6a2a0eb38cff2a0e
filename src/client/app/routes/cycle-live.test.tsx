import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { LiveSocketProvider } from '@/client/app/live/live-socket-provider.tsx';
import type { BoardDayState } from '@/shared/contracts/cycle-board.ts';
import {
  makeBoard,
  makeBoardTester,
  makeCycle,
  makeRosterEntry,
} from '@/tests/client/builder-cycle-fixtures.ts';
import { FakeWebSocket, stubWebSocket } from '@/tests/client/fake-web-socket.ts';
import { makeListing, makeUser } from '@/tests/client/fixtures.ts';
import { renderWithClient } from '@/tests/client/render.tsx';
import { CyclePage } from './cycle.tsx';

const builder = makeUser({ role: 'Builder' });
const listing = makeListing({ builderId: builder.id, name: 'TaskFlow' });
const cycle = makeCycle({ softwareId: listing.id, roster: [makeRosterEntry()], notConfirmed: 0 });
const at = {
  cycle: `/api/cycles/${cycle.id}`,
  board: `/api/cycles/${cycle.id}/board`,
  builds: `/api/cycles/${cycle.id}/builds`,
};
const tester = makeBoardTester({ firstName: 'Zoë', lastName: null, days: ['checked-in', 'today'] });
let checkedInToday = false;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  stubWebSocket();
  checkedInToday = false;
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url === at.cycle) return Response.json(cycle);
    if (url === `/api/software/${listing.id}`) return Response.json(listing);
    if (url === at.board) {
      const days: BoardDayState[] = checkedInToday
        ? ['checked-in', 'checked-in']
        : ['checked-in', 'today'];
      return Response.json(
        makeBoard({
          cycleId: cycle.id,
          dates: ['2027-03-02', '2027-03-03'],
          testers: [{ ...tester, days }],
        }),
      );
    }
    return Response.json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', `/cycles/${cycle.id}`);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const reads = (url: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === url).length;

describe('A test cycle, live', () => {
  it("re-reads the cycle, its board and its builds on a cycle_changed frame for it, and no other's", async () => {
    renderWithClient(
      <LiveSocketProvider userId={builder.id}>
        <Route path="/cycles/:id" component={CyclePage} />
      </LiveSocketProvider>,
    );
    expect(
      await screen.findByRole('img', { name: 'Zoë, day 2: today, not checked in yet' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(reads(at.builds)).toBe(1));
    act(() => FakeWebSocket.latest().open());

    act(() =>
      FakeWebSocket.latest().receive({
        type: 'cycle_changed',
        cycleId: '00000000-0000-4000-8000-999999999999',
        softwareId: listing.id,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([reads(at.cycle), reads(at.board), reads(at.builds)]).toEqual([1, 1, 1]);

    checkedInToday = true;
    act(() =>
      FakeWebSocket.latest().receive({
        type: 'cycle_changed',
        cycleId: cycle.id,
        softwareId: listing.id,
      }),
    );
    expect(await screen.findByRole('img', { name: 'Zoë, day 2: checked in' })).toBeInTheDocument();
    await waitFor(() =>
      expect([reads(at.cycle), reads(at.board), reads(at.builds)]).toEqual([2, 2, 2]),
    );
  });
});
