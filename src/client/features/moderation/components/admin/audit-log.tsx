import { useState } from 'react';
import { EmptyState } from '@/client/components/empty-state.tsx';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { Label } from '@/client/components/ui/label.tsx';
import { NativeSelect } from '@/client/components/ui/native-select.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import {
  type AuditLogFilters,
  useAuditLog,
} from '@/client/features/moderation/api/get-audit-log.ts';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  type AuditAction,
} from '@/shared/contracts/moderation-rules.ts';
import { AuditLogTable } from './audit-log-table.tsx';

/** Someone the log may be narrowed to: the screen passes the admin's list of accounts. */
export type AuditPerson = { id: string; name: string };

/** The log with its filters: by action and by the person an action concerns. */
export function AuditLog({ people }: { people: AuditPerson[] }) {
  const [filters, setFilters] = useState<AuditLogFilters>({});
  return (
    <div className="grid min-w-0 gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="audit-action">Action</Label>
          <NativeSelect
            id="audit-action"
            value={filters.action ?? ''}
            onChange={(event) =>
              setFilters({ ...filters, action: (event.target.value || undefined) as AuditAction })
            }
          >
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor="audit-person">Person</Label>
          <NativeSelect
            id="audit-person"
            value={filters.subjectId ?? ''}
            onChange={(event) =>
              setFilters({ ...filters, subjectId: event.target.value || undefined })
            }
          >
            <option value="">Everyone</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <AuditLogEntries filters={filters} />
    </div>
  );
}

function AuditLogEntries({ filters }: { filters: AuditLogFilters }) {
  const query = useAuditLog(filters);
  if (query.isPending) {
    return <Spinner label="Loading the audit log" className="flex justify-center py-6" />;
  }
  // Without data once it is no longer pending, the first page failed; a later page's failure
  // keeps the entries already shown.
  if (!query.data) {
    return (
      <RetryAlert onRetry={() => void query.refetch()}>Failed to load the audit log.</RetryAlert>
    );
  }
  const entries = query.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <EmptyState>No entries</EmptyState>;
  return (
    <div className="grid min-w-0 gap-4">
      <AuditLogTable entries={entries} />
      {query.isFetchNextPageError && <ErrorAlert>Failed to load more entries.</ErrorAlert>}
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
