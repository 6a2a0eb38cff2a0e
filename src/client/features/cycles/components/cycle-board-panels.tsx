import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import { useCycleBoard } from '@/client/features/cycles/api/get-cycle-board.ts';
import type { Cycle } from '@/shared/contracts/cycles.ts';
import { CycleGrid } from './cycle-grid.tsx';
import { CycleHeadline } from './cycle-headline.tsx';
import { CycleSection } from './cycle-section.tsx';
import { GridLegend } from './grid-legend.tsx';

/** The headline and the grid, both read from the board. */
export function CycleBoardPanels({ cycle }: { cycle: Cycle }) {
  const query = useCycleBoard(cycle.id);
  if (query.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading the testers' days" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <RetryAlert onRetry={() => query.refetch()}>Failed to load the testers' days.</RetryAlert>
    );
  }
  return (
    <>
      <CycleSection id="cycle-progress-heading" title="Progress">
        <CycleHeadline cycle={cycle} board={query.data} />
      </CycleSection>
      <CycleSection id="cycle-grid-heading" title="Testers and days">
        <GridLegend />
        <CycleGrid board={query.data} label="Each tester's days" />
      </CycleSection>
    </>
  );
}
