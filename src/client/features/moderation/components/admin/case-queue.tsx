import { useState } from 'react';
import { EmptyState } from '@/client/components/empty-state.tsx';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { Label } from '@/client/components/ui/label.tsx';
import { NativeSelect } from '@/client/components/ui/native-select.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import { type CaseSort, useCases } from '@/client/features/moderation/api/get-cases.ts';
import { CaseList } from './case-list.tsx';

const SORT_LABELS: Record<CaseSort, string> = { newest: 'Newest', most: 'Most reported' };

/** The open cases, newest or most reported first; each opens its own page. */
export function CaseQueue() {
  const [sort, setSort] = useState<CaseSort>('newest');
  const query = useCases(sort);

  return (
    <div className="grid min-w-0 gap-4">
      <div className="grid max-w-xs gap-2">
        <Label htmlFor="moderation-sort">Sort</Label>
        <NativeSelect
          id="moderation-sort"
          value={sort}
          onChange={(event) => setSort(event.target.value as CaseSort)}
        >
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <QueueContent query={query} />
    </div>
  );
}

function QueueContent({ query }: { query: ReturnType<typeof useCases> }) {
  if (query.isPending) {
    return <Spinner label="Loading the queue" className="flex justify-center py-6" />;
  }
  if (query.isError) {
    return <RetryAlert onRetry={() => void query.refetch()}>Failed to load the queue.</RetryAlert>;
  }
  if (query.data.length === 0) return <EmptyState>No open reports</EmptyState>;
  return <CaseList cases={query.data} />;
}
