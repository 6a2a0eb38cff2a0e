import { DownloadButton } from '@/client/components/download-button.tsx';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';

/** The board's reports as a file: the server names it. */
export function ExportLinks({ listingId }: { listingId: string }) {
  const path = feedbackPaths.export(listingId);
  return (
    <div className="flex flex-wrap gap-2">
      <DownloadButton url={`${path}?format=csv`} size="sm">
        Download CSV
      </DownloadButton>
      <DownloadButton url={`${path}?format=json`} size="sm">
        Download JSON
      </DownloadButton>
    </div>
  );
}
