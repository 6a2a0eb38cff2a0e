import { Download } from 'lucide-react';
import { Button } from '@/client/components/ui/button.tsx';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';

/** Plain links: the server names the file, and the browser saves it with the session's cookie. */
export function ExportLinks({ softwareId }: { softwareId: string }) {
  const path = feedbackPaths.export(softwareId);
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild size="sm" variant="outline">
        <a href={`${path}?format=csv`} download>
          <Download aria-hidden="true" />
          Download CSV
        </a>
      </Button>
      <Button asChild size="sm" variant="outline">
        <a href={`${path}?format=json`} download>
          <Download aria-hidden="true" />
          Download JSON
        </a>
      </Button>
    </div>
  );
}
