import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Device } from '@/shared/contracts/devices.ts';
import type { ListingTester } from '@/shared/contracts/interests.ts';
import { fakeId, makeListingTester } from '@/tests/client/fixtures.ts';
import { renderWithClient } from '@/tests/client/render.tsx';
import { ListingTesters } from './listing-testers.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listingId = fakeId();
const device = (platform: Device['platform'], osVersion: string, model: string): Device => ({
  id: fakeId(),
  platform,
  osVersion,
  model,
  createdAt: '2026-11-20T09:00:00.000Z',
});

const ana = makeListingTester('Ana', {
  matchingDevices: [device('Android', '14', 'Pixel 8'), device('iOS', '', '')],
});
const bo = makeListingTester('Bo');
const longName = `${'Élodie-Anaïs Ñúñez-Öztürk '.repeat(3).trim()}`.slice(0, 80);
const cy = makeListingTester('Cy', {
  matchingDevices: [device('Windows', '10.0.19045', 'x'.repeat(500))],
  tester: { id: fakeId(), firstName: longName, lastName: 'Tester', profileImageUrl: null },
});

function renderPanel(matchesDevices: boolean, testers: ListingTester[] = [ana, bo, cy]) {
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) =>
    init?.method && init.method !== 'GET' ? Response.json([]) : Response.json(testers),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithClient(<ListingTesters listingId={listingId} matchesDevices={matchesDevices} />);
  return fetchMock;
}

const rowOf = async (firstName: string) => {
  const row = (await screen.findByText(`${firstName} Tester`)).closest('article, li');
  if (!row) throw new Error(`no row for ${firstName}`);
  return within(row as HTMLElement);
};
const shownNames = () =>
  screen
    .getAllByRole('checkbox', { name: /^Select (?!all)/ })
    .map((box) => box.getAttribute('aria-label')?.replace('Select ', ''));

describe('ListingTesters: matching devices', () => {
  it('names each tester’s matching devices, or says there is none', async () => {
    renderPanel(true);
    const row = await rowOf('Ana');
    const devices = within(row.getByRole('list', { name: 'Matching devices' }));
    expect(devices.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Pixel 8 · Android 14',
      'iOS',
    ]);
    expect((await rowOf('Bo')).getByText('No matching device')).toBeVisible();
    // 500 characters without a space wrap instead of widening the row.
    const long = (await rowOf(longName)).getByText(`${'x'.repeat(500)} · Windows 10.0.19045`);
    expect(long.className).toContain('[overflow-wrap:anywhere]');
  });

  it('narrows the list to testers with a matching device, and decides about those shown only', async () => {
    const fetchMock = renderPanel(true);
    await rowOf('Ana');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Bo Tester' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only testers with a matching device' }));
    expect(shownNames()).toEqual(['Ana Tester', `${longName} Tester`]);
    expect(screen.getByText('Showing 2 of 3 testers')).toBeVisible();
    // Bo, selected and then hidden, is not part of the decision.
    expect(screen.getByText('0 selected')).toBeVisible();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept selected' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Accept 2 testers?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/software/${listingId}/testers/decisions`,
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    const [, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      interestIds: [ana.id, cy.id],
      status: 'Accepted',
    });
  });

  it('says when no tester has a matching device', async () => {
    renderPanel(true, [bo]);
    await rowOf('Bo');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only testers with a matching device' }));
    expect(screen.queryByText('Bo Tester')).toBeNull();
    expect(screen.getByText('No testers match these filters.')).toBeVisible();
  });

  it('shows no devices and no device filter for a listing that names no platform', async () => {
    renderPanel(false);
    const row = await rowOf('Ana');
    expect(row.queryByRole('list', { name: 'Matching devices' })).toBeNull();
    expect(screen.queryByText('No matching device')).toBeNull();
    expect(
      screen.queryByRole('checkbox', { name: 'Only testers with a matching device' }),
    ).toBeNull();
  });
});
