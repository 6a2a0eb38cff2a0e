import { EmptyState } from '@/client/components/empty-state.tsx';
import { TermsText } from '@/client/components/terms-text.tsx';
import { testerName } from '@/client/features/cycles/utils/cycle-labels.ts';
import { formatDate } from '@/client/lib/format-date.ts';
import type { BoardTester } from '@/shared/contracts/cycle-board.ts';
import type { EvidenceAgreements as Agreements } from '@/shared/contracts/cycle-evidence.ts';
import { Cell, EvidenceTable, HeadCell } from './evidence-table.tsx';

/** Which version of the listing's terms each tester accepted, and each version's words. */
export function EvidenceAgreements({
  agreements,
  testers,
}: {
  agreements: Agreements;
  testers: BoardTester[];
}) {
  if (agreements.accepted.length === 0) {
    return <EmptyState>No tester of this cycle accepted terms to join.</EmptyState>;
  }
  const names = new Map(testers.map((tester) => [tester.testerId, testerName(tester)]));
  return (
    <div className="grid min-w-0 gap-4">
      <EvidenceTable label="The terms each tester accepted">
        <thead>
          <tr>
            <HeadCell>Tester</HeadCell>
            <HeadCell>Version</HeadCell>
            <HeadCell>Accepted on</HeadCell>
          </tr>
        </thead>
        <tbody>
          {agreements.accepted.map((acceptance) => (
            <tr key={acceptance.testerId} className="print:break-inside-avoid">
              <Cell>{names.get(acceptance.testerId) ?? 'A tester'}</Cell>
              <Cell>{acceptance.version}</Cell>
              <Cell>{formatDate(acceptance.acceptedAt)}</Cell>
            </tr>
          ))}
        </tbody>
      </EvidenceTable>
      {agreements.versions.map((terms) => (
        <section
          key={terms.version}
          aria-label={`Terms, version ${terms.version}`}
          className="grid min-w-0 gap-2"
        >
          <h3 className="font-medium">
            Version {terms.version}, written {formatDate(terms.createdAt)}
          </h3>
          {/* Printed whole: a record is read on paper as well. */}
          <TermsText text={terms.text} className="print:max-h-none print:overflow-visible" />
        </section>
      ))}
    </div>
  );
}
