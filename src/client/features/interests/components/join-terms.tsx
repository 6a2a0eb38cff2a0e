import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { TermsText } from '@/client/components/terms-text.tsx';
import { Skeleton } from '@/client/components/ui/skeleton.tsx';
import type { Agreement } from '@/shared/contracts/agreements.ts';

type JoinTermsProps = {
  terms: UseQueryResult<Agreement | null>;
  checkboxId: string;
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  error?: string;
};

/** The listing's terms in the join dialog, and the box a tester ticks to accept them. */
export function JoinTerms({
  terms,
  checkboxId,
  accepted,
  onAcceptedChange,
  error,
}: JoinTermsProps) {
  const headingId = useId();
  const errorId = useId();
  if (terms.isPending) return <Skeleton className="h-40 w-full" aria-label="Loading the terms" />;
  if (terms.isError) {
    return <RetryAlert onRetry={() => terms.refetch()}>Failed to load the terms.</RetryAlert>;
  }
  if (!terms.data) return null;
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-2">
      <h3 id={headingId} className="font-medium text-sm">
        Terms (version {terms.data.version})
      </h3>
      <TermsText text={terms.data.text} />
      <div className="flex items-start gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary"
          checked={accepted}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onAcceptedChange(event.target.checked)}
        />
        <label htmlFor={checkboxId} className="cursor-pointer text-sm">
          I have read and accept these terms
        </label>
      </div>
      {error && (
        <p id={errorId} className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </section>
  );
}
