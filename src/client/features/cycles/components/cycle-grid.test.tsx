import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeBoard, makeBoardTester } from '@/tests/client/builder-cycle-fixtures.ts';
import { CycleGrid } from './cycle-grid.tsx';
import { GridLegend } from './grid-legend.tsx';

afterEach(cleanup);

const LONG_NAME =
  'Zoë Ångström-Çelik de la Peña y Øvergård Świętochowska Đorđević Nǵuyễn Þórsdóttir';

describe('CycleGrid', () => {
  it('labels every square with the tester, the day and its state, never by colour alone', () => {
    const board = makeBoard({
      testers: [
        makeBoardTester({
          firstName: 'Zoë',
          lastName: null,
          days: ['checked-in', 'missed', 'today', 'upcoming'],
        }),
        makeBoardTester({
          firstName: 'Ben',
          lastName: 'Okafor',
          days: ['not-joined', 'checked-in', 'dropped', 'upcoming'],
          atRisk: false,
          holdsPlace: false,
        }),
      ],
    });
    render(<CycleGrid board={board} label="Each tester's days" />);

    const grid = screen.getByRole('region', { name: "Each tester's days" });
    expect(grid).toHaveAttribute('tabindex', '0');
    for (const label of [
      'Zoë, day 1: checked in',
      'Zoë, day 2: missed',
      'Zoë, day 3: today, not checked in yet',
      'Zoë, day 4: still to come',
      'Ben Okafor, day 1: not opted in yet',
      'Ben Okafor, day 3: dropped out',
    ]) {
      expect(within(grid).getByRole('img', { name: label })).toBeInTheDocument();
    }
    expect(
      within(grid).getByRole('img', { name: 'Zoë, day 1: checked in' }).querySelector('svg'),
    ).not.toBeNull();
    expect(within(grid).getByRole('columnheader', { name: 'Day 3, 3 March' })).toHaveAttribute(
      'aria-current',
      'date',
    );
  });

  it('marks testers at risk and those who no longer hold a place', () => {
    const board = makeBoard({
      testers: [
        makeBoardTester({ firstName: 'Zoë', lastName: null, atRisk: true }),
        makeBoardTester({ firstName: 'Ben', lastName: null, atRisk: false, holdsPlace: false }),
      ],
    });
    render(<CycleGrid board={board} label="Days" />);
    const zoe = screen.getByRole('rowheader', { name: /Zoë/ });
    expect(within(zoe).getByText('Missed yesterday')).toBeVisible();
    const ben = screen.getByRole('rowheader', { name: /Ben/ });
    expect(within(ben).queryByText('Missed yesterday')).toBeNull();
    expect(within(ben).getByText('No longer holds a place')).toBeVisible();
  });

  it('holds long names in a column that wraps them anywhere, pinned while the days scroll', () => {
    const unbroken = 'W'.repeat(120);
    const board = makeBoard({
      testers: [
        makeBoardTester({ firstName: LONG_NAME, lastName: null }),
        makeBoardTester({ firstName: unbroken, lastName: null }),
      ],
    });
    render(<CycleGrid board={board} label="Days" />);
    const cell = screen.getByRole('rowheader', { name: new RegExp(unbroken) });
    expect(cell.className).toContain('sticky');
    expect(cell.firstElementChild?.className).toContain('[overflow-wrap:anywhere]');
    expect(screen.getByRole('region', { name: 'Days' }).className).toContain('overflow-x-auto');
    expect(screen.getByText(LONG_NAME)).toBeVisible();
  });

  it('says so when nobody holds a place yet', () => {
    render(<CycleGrid board={makeBoard({ testers: [] })} label="Days" />);
    expect(
      screen.getByText(
        'Nobody holds a place in this cycle yet. Testers appear here once you accept them.',
      ),
    ).toBeVisible();
  });

  it('names each state in the legend beside its mark', () => {
    render(<GridLegend />);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'checked in',
      'missed',
      'today, not checked in yet',
      'not opted in yet',
      'dropped out',
      'still to come',
    ]);
  });
});
