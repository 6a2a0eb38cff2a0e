import type { Software } from '@shared/contracts/listings.ts';
import { countOf } from '@shared/plural.ts';
import type { ReactNode } from 'react';
import { ListingRow } from '../../../components/listing-row.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { OwnerListingActions } from './owner-listing-actions.tsx';
import { SoftwareStatusBadge } from './software-status-badge.tsx';
import { TestersPanel, useTestersPanel } from './testers-panel.tsx';

type BuilderSoftwareRowProps = {
  software: Software;
  /** The testers panel, from the interests feature; rendered only while open. */
  renderTesters: (software: Software) => ReactNode;
};

export function BuilderSoftwareRow({ software, renderTesters }: BuilderSoftwareRowProps) {
  const testersPanel = useTestersPanel();

  return (
    <ListingRow
      software={software}
      badges={<SoftwareStatusBadge status={software.status} />}
      details={[
        countOf(software.testerCount, 'tester', 'testers'),
        `Posted ${formatDate(software.createdAt)}`,
      ]}
      actions={<OwnerListingActions software={software} testersPanel={testersPanel} />}
    >
      <TestersPanel
        panel={testersPanel}
        listingName={software.name}
        className="border-t bg-muted/40 p-4 sm:p-5"
      >
        {renderTesters(software)}
      </TestersPanel>
    </ListingRow>
  );
}
