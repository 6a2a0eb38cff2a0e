import { useId, useState } from 'react';
import { Button } from '@/client/components/ui/button.tsx';
import { Label } from '@/client/components/ui/label.tsx';
import { NativeSelect } from '@/client/components/ui/native-select.tsx';
import { useListingReports } from '@/client/features/feedback/api/get-feedback.ts';
import { useUpdateFeedbackStatus } from '@/client/features/feedback/api/update-feedback.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import {
  type Feedback,
  type FeedbackStatus,
  TRIAGE_STATUSES,
  type UpdateFeedbackBody,
} from '@/shared/contracts/feedback.ts';
import { statusText } from './feedback-badges.tsx';

function useSetStatus(id: string) {
  const { toast } = useToast();
  const update = useUpdateFeedbackStatus(id);
  const send = (body: UpdateFeedbackBody) =>
    update.mutate(body, {
      onSuccess: (detail) =>
        toast({ title: 'Status updated', description: statusText(detail.status) }),
      onError: (error) => handleMutationError(toast, error),
    });
  return { send, pending: update.isPending };
}

/** Once the builder says it is fixed, the reporter says whether the fix works. */
export function ReporterActions({ report }: { report: Feedback }) {
  const { send, pending } = useSetStatus(report.id);
  if (report.status !== 'Fixed') return null;
  return (
    <div className="grid gap-2 rounded-lg border bg-muted/40 p-3">
      <p className="text-sm">The builder marked this fixed. Does the fix work for you?</p>
      <div className="flex flex-wrap gap-2">
        <Button disabled={pending} onClick={() => send({ status: 'Verified' })}>
          Verified
        </Button>
        <Button variant="outline" disabled={pending} onClick={() => send({ status: 'Reopened' })}>
          Still happens
        </Button>
      </div>
    </div>
  );
}

/** The builder's triage: a status, and for a duplicate the report of this listing it repeats. */
export function BuilderActions({ report }: { report: Feedback }) {
  const id = useId();
  const { send, pending } = useSetStatus(report.id);
  const current = TRIAGE_STATUSES.find((status) => status === report.status);
  const [status, setStatus] = useState<FeedbackStatus>(current ?? 'Acknowledged');
  const [duplicateOf, setDuplicateOf] = useState(report.duplicateOf ?? '');
  const others = useListingReports(report.softwareId, status === 'Duplicate');
  const candidates = (others.data ?? []).filter((other) => other.id !== report.id);
  const missingTarget = status === 'Duplicate' && !duplicateOf;

  return (
    <form
      className="grid gap-3 rounded-lg border bg-muted/40 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send(status === 'Duplicate' ? { status, duplicateOf } : { status });
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <NativeSelect
          id={`${id}-status`}
          value={status}
          onChange={(event) => {
            const next = TRIAGE_STATUSES.find((option) => option === event.target.value);
            if (next) setStatus(next);
          }}
        >
          {TRIAGE_STATUSES.map((option) => (
            <option key={option} value={option}>
              {statusText(option)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {status === 'Duplicate' && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-duplicate`}>Duplicate of</Label>
          <NativeSelect
            id={`${id}-duplicate`}
            value={duplicateOf}
            onChange={(event) => setDuplicateOf(event.target.value)}
          >
            <option value="">{others.isPending ? 'Loading reports...' : 'Choose a report'}</option>
            {candidates.map((other) => (
              <option key={other.id} value={other.id}>
                {other.title}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <Button type="submit" disabled={pending || missingTarget} className="sm:w-fit">
        {pending ? 'Saving...' : 'Update status'}
      </Button>
    </form>
  );
}
