import { EmptyState } from '@/client/components/empty-state.tsx';
import { formatCycleDate } from '@/client/features/cycles/utils/cycle-dates.ts';
import { testerName } from '@/client/features/cycles/utils/cycle-labels.ts';
import type { BoardTester } from '@/shared/contracts/cycle-board.ts';
import type { CheckIn } from '@/shared/contracts/cycle-check-ins.ts';
import { Cell, EvidenceTable, HeadCell } from './evidence-table.tsx';

/** Every check-in of the cycle, day by day, with what the tester noted. */
export function EvidenceCheckIns({
  checkIns,
  testers,
}: {
  checkIns: CheckIn[];
  testers: BoardTester[];
}) {
  if (checkIns.length === 0) return <EmptyState>No check-ins yet.</EmptyState>;
  const names = new Map(testers.map((tester) => [tester.testerId, testerName(tester)]));
  const inOrder = [...checkIns].sort(
    (a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt),
  );
  return (
    <EvidenceTable label="Every check-in, day by day">
      <thead>
        <tr>
          <HeadCell>Day</HeadCell>
          <HeadCell>Tester</HeadCell>
          <HeadCell>Note</HeadCell>
        </tr>
      </thead>
      <tbody>
        {inOrder.map((checkIn) => (
          <tr key={`${checkIn.testerId}-${checkIn.date}`} className="print:break-inside-avoid">
            <Cell>
              <span className="whitespace-nowrap">Day {checkIn.day}</span>
              <span className="block whitespace-nowrap text-muted-foreground">
                {formatCycleDate(checkIn.date)}
              </span>
            </Cell>
            <Cell>{names.get(checkIn.testerId) ?? 'A tester'}</Cell>
            <Cell>
              {checkIn.note ? (
                <span className="whitespace-pre-wrap">{checkIn.note}</span>
              ) : (
                <span className="text-muted-foreground">No note</span>
              )}
              {checkIn.screenshot && (
                <span className="block text-muted-foreground">With a screenshot</span>
              )}
            </Cell>
          </tr>
        ))}
      </tbody>
    </EvidenceTable>
  );
}
