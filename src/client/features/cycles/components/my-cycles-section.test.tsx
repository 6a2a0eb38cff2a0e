import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { receiveCycleChange } from '@/client/features/cycles/api/cycle-query-keys.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import {
  FakeUploader,
  makeMyCycle,
  optedIn,
  stubCyclesApi,
} from '@/tests/client/my-cycle-fixtures.tsx';
import { fetchedUrls, renderWithClient } from '@/tests/client/render.tsx';
import { MyCyclesSection } from './my-cycles-section.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderSection = () =>
  renderWithClient(<MyCyclesSection email="ada@example.com" ImageUploader={FakeUploader} />);

const readsOfMine = (fetchMock: ReturnType<typeof stubCyclesApi>) =>
  fetchedUrls(fetchMock).filter((url) => url === cyclePaths.mine).length;

describe('Test cycles on My Demos', () => {
  it('takes no room for a tester in no cycle', async () => {
    const fetchMock = stubCyclesApi([]);
    const { container } = renderSection();

    expect(screen.getByRole('status')).toHaveTextContent('Loading your test cycles');
    await vi.waitFor(() => expect(readsOfMine(fetchMock)).toBe(1));
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('lists running cycles first, then coming ones, then ended ones', async () => {
    stubCyclesApi([
      makeMyCycle({ status: 'Ended', day: null }, { name: 'Old' }),
      makeMyCycle({ status: 'Scheduled', day: null, startDate: '2027-03-20' }, { name: 'Soon' }),
      makeMyCycle({}, { name: 'Now' }),
    ]);
    renderSection();

    const section = within(await screen.findByRole('region', { name: 'Test cycles' }));
    expect(section.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Now',
      'Soon',
      'Old',
    ]);
  });

  it('says when the cycles could not be read, and tries again', async () => {
    let failing = true;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        failing
          ? Response.json({ message: 'Oops', code: 'internal' }, { status: 500 })
          : Response.json([makeMyCycle()]),
      ),
    );
    renderSection();

    expect(await screen.findByText('Failed to load your test cycles.')).toBeVisible();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'TaskFlow' })).toBeVisible();
  });

  it('reads the cycles again when a cycle_changed frame names one', async () => {
    const myCycle = makeMyCycle(optedIn());
    const cycles = [myCycle];
    stubCyclesApi(cycles);
    const { client } = renderSection();
    expect(await screen.findByRole('button', { name: 'I used it today' })).toBeEnabled();

    cycles[0] = { ...myCycle, cycle: { ...myCycle.cycle, status: 'Ended', day: null } };
    receiveCycleChange(client, { cycleId: myCycle.cycle.id, softwareId: myCycle.listing.id });

    expect(await screen.findByText('Ended on 15 March')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'I used it today' })).toBeNull();
  });

  it('reads them again when a new day begins in the cycle’s zone', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    // 23:59 in Berlin on day 3.
    vi.setSystemTime(new Date('2027-03-04T22:59:00.000Z'));
    const myCycle = makeMyCycle(optedIn({ checkedInToday: true }));
    const cycles = [myCycle];
    const fetchMock = stubCyclesApi(cycles);
    renderSection();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Checked in today ✓')).toBeVisible();

    cycles[0] = {
      ...myCycle,
      cycle: { ...myCycle.cycle, ...optedIn({ daysLeft: 10 }), today: '2027-03-05', day: 4 },
    };
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(readsOfMine(fetchMock)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(3_000));

    expect(readsOfMine(fetchMock)).toBe(2);
    expect(screen.getByText('Day 4 of 14 · 10 days left')).toBeVisible();
    expect(screen.getByRole('button', { name: 'I used it today' })).toBeEnabled();
  });
});
