import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CycleBoard } from '@/shared/contracts/cycle-board.ts';
import { makeBoard, makeCycle } from '@/tests/client/builder-cycle-fixtures.ts';
import { CycleHeadline } from './cycle-headline.tsx';

afterEach(cleanup);

const withOutlook = (outlook: CycleBoard['progress']['outlook']) =>
  makeBoard({ progress: { ...makeBoard().progress, outlook } });

describe('CycleHeadline', () => {
  it('says how many of the required testers were opted in for every one of the last days', () => {
    const { container } = render(<CycleHeadline cycle={makeCycle()} board={makeBoard()} />);
    expect(container.querySelector('p')).toHaveTextContent(
      '9 of 12 testers opted in continuously for the last 14 days',
    );
    expect(screen.getByText('9 of 12').tagName).toBe('STRONG');
    expect(screen.getByText('11 days left')).toBeVisible();
    expect(screen.getByText('9 of 15 places held, 2 on the waitlist')).toBeVisible();
    expect(screen.getByText('9 testers opted in today')).toBeVisible();
  });

  it.each([
    [{ kind: 'met', metOn: '2027-03-12' } as const, 'Requirement met on 12 March'],
    [
      { kind: 'on-course', metOn: '2027-03-18', withinCycle: true } as const,
      'On course: met on 18 March if nobody drops',
    ],
    [
      { kind: 'on-course', metOn: '2027-03-20', withinCycle: false } as const,
      'Met on 20 March if nobody drops, after this cycle ends: extend it to get there',
    ],
    [{ kind: 'short', testersMissing: 3 } as const, '3 testers short'],
    [{ kind: 'short', testersMissing: 1 } as const, '1 tester short'],
    [{ kind: 'not-met' } as const, 'Not met'],
  ])('words the outlook %j as "%s"', (outlook, text) => {
    render(<CycleHeadline cycle={makeCycle()} board={withOutlook(outlook)} />);
    expect(screen.getByText(text)).toBeVisible();
  });

  it('says when the cycle starts, that today is its last day, or when it ended', () => {
    const scheduled = makeCycle({ status: 'Scheduled', day: null, today: '2027-02-27' });
    const { rerender } = render(<CycleHeadline cycle={scheduled} board={makeBoard()} />);
    expect(screen.getByText('Starts on Mar 1, 2027')).toBeVisible();

    rerender(
      <CycleHeadline cycle={makeCycle({ today: '2027-03-14', day: 14 })} board={makeBoard()} />,
    );
    expect(screen.getByText('Last day today')).toBeVisible();

    const ended = makeCycle({ status: 'Ended', day: null, today: '2027-03-20' });
    rerender(
      <CycleHeadline
        cycle={ended}
        board={makeBoard({ places: { wanted: 15, held: 15, waiting: 0 } })}
      />,
    );
    expect(screen.getByText('Ended on Mar 14, 2027')).toBeVisible();
    expect(screen.getByText('15 of 15 places held, nobody on the waitlist')).toBeVisible();
  });
});
