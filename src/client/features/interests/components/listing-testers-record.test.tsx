import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingTester } from '@/shared/contracts/interests.ts';
import { figureOf } from '@/shared/contracts/reputation-rules.ts';
import { fakeId, makeListingTester, makeTesterRecord } from '@/tests/client/fixtures.ts';
import { renderWithClient } from '@/tests/client/render.tsx';
import { ListingTesters } from './listing-testers.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listingId = fakeId();
// The server's order, newest first.
const ana = makeListingTester('Ana');
const bo = makeListingTester('Bo', {
  record: makeTesterRecord({
    betasHeld: figureOf(0.5, 4),
    cyclesHeld: figureOf(1, 3),
    checkIns: figureOf(0.9, 20),
    reports: { filed: 12, acknowledged: 10, fixed: 9, duplicate: 1 },
    rating: figureOf(4.75, 4),
  }),
});
const cy = makeListingTester('Cy', {
  record: makeTesterRecord({
    betasHeld: figureOf(1, 6),
    cyclesHeld: figureOf(1, 1),
    checkIns: figureOf(0.6, 10),
    releasedForSilence: 1,
    rating: figureOf(3, 3),
  }),
});
const di = makeListingTester('Di', {
  record: makeTesterRecord({
    betasHeld: figureOf(0.5, 4),
    cyclesHeld: figureOf(2 / 3, 3),
    checkIns: figureOf(1, 5),
    rating: figureOf(5, 2),
  }),
});

function renderPanel(testers: ListingTester[] = [ana, bo, cy, di]) {
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) =>
    init?.method && init.method !== 'GET' ? Response.json([]) : Response.json(testers),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithClient(<ListingTesters listingId={listingId} />);
  return fetchMock;
}

const rowOf = async (firstName: string) => {
  const row = (await screen.findByText(`${firstName} Tester`)).closest('li');
  if (!row) throw new Error(`no row for ${firstName}`);
  return within(row);
};
const shownNames = () =>
  screen.getAllByRole('listitem').map((row) => within(row).getByRole('link').textContent);
const figure = (row: ReturnType<typeof within>, term: string) =>
  row.getByText(term).nextElementSibling?.textContent;

describe('ListingTesters records', () => {
  it('shows each tester’s record with what every figure rests on, and New under 3 events', async () => {
    renderPanel();

    const seasoned = await rowOf('Bo');
    expect(figure(seasoned, 'Betas held')).toBe('50% from 4 betas');
    expect(figure(seasoned, 'Cycles held')).toBe('100% from 3 cycles');
    expect(figure(seasoned, 'Check-ins')).toBe('90% from 20 cycle days');
    expect(figure(seasoned, 'Reports')).toBe('12 filed, 9 fixed');
    expect(figure(seasoned, 'Rating from builders')).toBe('4.8 of 5 from 4 ratings');
    expect(seasoned.queryByText('Released for silence')).toBeNull();

    const released = await rowOf('Cy');
    expect(figure(released, 'Cycles held')).toBe('New from 1 cycle');
    expect(figure(released, 'Released for silence')).toBe('1 time');
    expect(figure(await rowOf('Di'), 'Rating from builders')).toBe('New from 2 ratings');

    const fresh = await rowOf('Ana');
    expect(fresh.getByText('New to Beta Harbor: no betas, reports or ratings yet')).toBeVisible();
    expect(fresh.queryByText('Betas held')).toBeNull();
  });

  it("links each tester's name to their profile", async () => {
    renderPanel();
    const link = (await rowOf('Bo')).getByRole('link', { name: 'Bo Tester' });
    expect(link.getAttribute('href')).toBe(`/u/${bo.tester.id}`);
  });

  it('sorts newest first by default, or by reliability or rating with New last', async () => {
    renderPanel();
    await rowOf('Ana');
    const sort = screen.getByLabelText('Sort testers') as HTMLSelectElement;
    expect(sort.value).toBe('newest');
    expect([...sort.options].map((option) => option.text)).toEqual([
      'Newest first',
      'Most reliable first',
      'Highest rated first',
    ]);
    expect(shownNames()).toEqual(['Ana Tester', 'Bo Tester', 'Cy Tester', 'Di Tester']);

    // Betas held first; Bo and Di tie there and Bo held more cycles; Ana is New on all.
    fireEvent.change(sort, { target: { value: 'reliable' } });
    expect(shownNames()).toEqual(['Cy Tester', 'Bo Tester', 'Di Tester', 'Ana Tester']);

    // Di's 5 stars rest on 2 ratings: New, after the rated, and newest first among the New.
    fireEvent.change(sort, { target: { value: 'rated' } });
    expect(shownNames()).toEqual(['Bo Tester', 'Cy Tester', 'Ana Tester', 'Di Tester']);
  });

  it('filters by record, and decides about the testers shown only, in their order', async () => {
    const fetchMock = renderPanel();
    await rowOf('Ana');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Cy Tester' }));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Hide testers released for silence' }));
    expect(shownNames()).toEqual(['Ana Tester', 'Bo Tester', 'Di Tester']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only testers with a record (not New)' }));
    expect(shownNames()).toEqual(['Bo Tester', 'Di Tester']);
    expect(screen.getByText('Showing 2 of 4 testers')).toBeVisible();
    // Cy, selected and then hidden, is not counted in the decision.
    expect(screen.getByText('0 selected')).toBeVisible();

    fireEvent.change(screen.getByLabelText('Sort testers'), { target: { value: 'rated' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decline selected' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline 2 testers?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Decline' }));

    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/software/${listingId}/testers/decisions`,
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    const [, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      interestIds: [bo.id, di.id],
      status: 'Declined',
    });
  });

  it('says when the record filters leave no one', async () => {
    renderPanel([ana]);
    await rowOf('Ana');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only testers with a record (not New)' }));
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.getByText('No testers match these filters.')).toBeVisible();
  });

  it('shows the record again where the builder decides about one tester', async () => {
    renderPanel();
    fireEvent.click((await rowOf('Cy')).getByRole('button', { name: 'Accept' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Accept Cy Tester?' }));
    const record = within(dialog.getByRole('region', { name: 'Their record' }));
    expect(figure(record, 'Betas held')).toBe('100% from 6 betas');
    expect(figure(record, 'Released for silence')).toBe('1 time');
  });
});
