import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import { DownloadButton } from '@/client/components/download-button.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import { clientRoutes } from '@/shared/routes.ts';

/** The printable evidence pack, and the same record as files. */
export function EvidenceLinks({ cycleId }: { cycleId: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild size="sm">
        <Link href={clientRoutes.cycleEvidence(cycleId)}>
          <FileText aria-hidden="true" />
          Open the evidence pack
        </Link>
      </Button>
      <DownloadButton url={cyclePaths.evidence(cycleId)} size="sm">
        Download JSON
      </DownloadButton>
      <DownloadButton url={cyclePaths.evidenceCsv(cycleId)} size="sm">
        Download CSV
      </DownloadButton>
    </div>
  );
}
