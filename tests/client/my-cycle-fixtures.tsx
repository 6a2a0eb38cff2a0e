import { type ReactNode, useState } from 'react';
import { vi } from 'vitest';
import type { CheckIn, MyCycleDays } from '@/shared/contracts/cycle-check-ins.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import type { Cycle, MyCycle } from '@/shared/contracts/cycles.ts';
import { makeCycle as makeBuildersCycle } from './builder-cycle-fixtures.ts';
import { fakeId } from './fixtures.ts';

/**
 * A Play closed test on its day 3 of 14 (started 2 March in Berlin) that the tester holds a place
 * in and has not opted in to yet.
 */
export const makeCycle = (overrides: Partial<Cycle> = {}): Cycle =>
  makeBuildersCycle({
    startDate: '2027-03-02',
    lastDate: '2027-03-15',
    today: '2027-03-04',
    createdAt: '2027-02-20T10:00:00.000Z',
    optInLink: 'https://play.google.com/apps/testing/com.example.taskflow',
    // A tester's copy: their own opt-in and days, no roster.
    roster: undefined,
    notConfirmed: undefined,
    myOptIn: null,
    myDays: null,
    ...overrides,
  });

export function makeDays(overrides: Partial<MyCycleDays> = {}): MyCycleDays {
  return {
    streak: 0,
    checkedInToday: false,
    missedInARow: 0,
    daysLeft: 11,
    checkIns: [],
    ...overrides,
  };
}

/** Opted in on day 2 with a Google account, checked in yesterday, not yet today. */
export const optedIn = (days: Partial<MyCycleDays> = {}): Partial<Cycle> => ({
  myOptIn: { optedInOn: '2027-03-03', storeEmail: 'ada.tests@gmail.com' },
  myDays: makeDays({ streak: 1, ...days }),
});

export function makeMyCycle(
  cycle: Partial<Cycle> = {},
  listing: Partial<MyCycle['listing']> = {},
): MyCycle {
  const made = makeCycle(cycle);
  return {
    cycle: made,
    listing: {
      id: made.softwareId,
      name: 'TaskFlow',
      accessInstructions: 'Install it from the **Play Store** once you opted in.',
      ...listing,
    },
  };
}

type Handler = (body: unknown) => Response;

/**
 * A fake of the cycle API: GET /api/me/cycles answers `cycles` as they are at the time of the call,
 * opt-ins and check-ins answer what the test's handlers say (the handlers change `cycles` to play
 * the server's part).
 */
export function stubCyclesApi(
  cycles: MyCycle[],
  handlers: { optIn?: Handler; checkIn?: Handler } = {},
) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url === cyclePaths.mine) return Response.json(cycles);
    const cycle = cycles.find(({ cycle }) => url.startsWith(cyclePaths.one(cycle.id)));
    if (cycle && url === cyclePaths.optIn(cycle.cycle.id) && handlers.optIn)
      return handlers.optIn(body);
    if (cycle && url === cyclePaths.checkIns(cycle.cycle.id) && handlers.checkIn)
      return handlers.checkIn(body);
    return Response.json({ message: 'Not found', code: 'not_found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A refusal as the server words it. */
export const refusal = (status: number, code: string, message: string) =>
  Response.json({ message, code }, { status });

/** The calls made with a method, as [url, body] pairs. */
export function callsWith(fetchMock: ReturnType<typeof stubCyclesApi>, method: string) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([input, init]) => [String(input), JSON.parse(String(init?.body ?? 'null'))]);
}

/** Stands in for the image pipeline's dialog: a click on the trigger "uploads" one image. */
export function FakeUploader({
  trigger,
  onUploaded,
}: {
  trigger: ReactNode;
  onOpenChange: (open: boolean) => void;
  onUploaded: (path: string) => void;
}) {
  const [path] = useState(() => `/objects/${fakeId()}`);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the click reaches the trigger button inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: the test clicks only
    <span onClick={() => onUploaded(path)}>{trigger}</span>
  );
}

export function makeCheckIn(overrides: Partial<CheckIn> = {}): CheckIn {
  return {
    testerId: fakeId(),
    date: '2027-03-03',
    day: 2,
    note: null,
    screenshot: null,
    createdAt: '2027-03-03T18:00:00.000Z',
    ...overrides,
  };
}
