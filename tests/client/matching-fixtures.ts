import { vi } from 'vitest';
import type { Device } from '@/shared/contracts/devices.ts';
import type { Invitation, InviteSuggestion } from '@/shared/contracts/matching.ts';
import { fakeId, makeListing, makeTesterRecord } from './fixtures.ts';

export function makeDevice(overrides: Partial<Device> = {}): Device {
  return {
    id: fakeId(),
    platform: 'Android',
    osVersion: '14',
    model: 'Pixel 8',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeSuggestion(firstName: string, overrides: Partial<InviteSuggestion> = {}) {
  return {
    tester: { id: fakeId(), firstName, lastName: 'Tester', profileImageUrl: null },
    matchingDevices: [makeDevice()],
    record: makeTesterRecord(),
    ...overrides,
  } satisfies InviteSuggestion;
}

export function makeInvitation(overrides: Partial<Invitation> = {}): Invitation {
  const listing = makeListing();
  return {
    id: fakeId(),
    cycleId: fakeId(),
    listing,
    builder: listing.builder,
    message: '',
    status: 'Pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

type Answer = (init?: RequestInit) => Response | Promise<Response>;

/** Answers each `METHOD path` with its handler; anything else is a 404. */
export function stubApi(routes: Record<string, Answer>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const answer = routes[`${init?.method ?? 'GET'} ${String(input)}`];
    return answer ? answer(init) : Response.json({ code: 'not_found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The bodies sent to `METHOD path`, parsed. */
export const sentTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : null));
