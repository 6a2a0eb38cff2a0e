import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import { useOpenReports } from '@/client/features/cycles/api/get-open-reports.ts';
import { FEEDBACK_STATUS_LABELS } from '@/shared/contracts/feedback.ts';

type FixChecklistProps = {
  listingId: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
};

/** The listing's open reports, to tick the ones a build fixes. */
export function FixChecklist({ listingId, value, onChange, error }: FixChecklistProps) {
  const query = useOpenReports(listingId);
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((chosen) => chosen !== id));

  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'build-fixes-error' : undefined}>
      <legend className="mb-2 font-medium text-sm">Reports this build fixes</legend>
      {query.isPending ? (
        <Spinner label="Loading the open reports" className="py-2" />
      ) : query.isError ? (
        <RetryAlert onRetry={() => query.refetch()}>Failed to load the open reports.</RetryAlert>
      ) : query.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">No open reports on this listing.</p>
      ) : (
        <ul className="grid max-h-72 gap-1 overflow-y-auto rounded-lg border p-2">
          {query.data.map((report) => (
            <li key={report.id}>
              <label className="flex cursor-pointer items-start gap-2 rounded-md p-1.5 text-sm hover:bg-accent">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  checked={value.includes(report.id)}
                  onChange={(event) => toggle(report.id, event.target.checked)}
                />
                <span className="min-w-0">
                  {report.title}{' '}
                  <span className="text-muted-foreground">
                    ({FEEDBACK_STATUS_LABELS[report.status]})
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id="build-fixes-error" className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
