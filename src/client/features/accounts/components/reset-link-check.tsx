import type { ReactNode } from 'react';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import { useResetLinkCheck } from '@/client/features/accounts/api/check-reset-link.ts';
import { errorCode, humanErrorMessage } from '@/client/lib/errors.ts';
import { AskForNewLink } from './ask-for-new-link.tsx';

/**
 * Shows `children` (the new-password form) only once the server says the link still works. A
 * used, expired or unknown link is said at once, in the server's words, with the way to a new
 * one: nobody types a password for a link that was never going to take it.
 */
export function ResetLinkCheck({ token, children }: { token: string; children: ReactNode }) {
  const check = useResetLinkCheck(token);

  if (check.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Checking the link" />
      </div>
    );
  }
  if (check.isError) {
    // A refused link (unknown, spent, or not even shaped like one) stays refused; anything else
    // (no connection, too many tries) may pass.
    const code = errorCode(check.error);
    if (code !== 'invalid_link' && code !== 'validation_failed') {
      return (
        <RetryAlert onRetry={() => check.refetch()}>{humanErrorMessage(check.error)}</RetryAlert>
      );
    }
    return (
      <ErrorAlert>
        <p>{humanErrorMessage(check.error)}</p>
        <AskForNewLink />
      </ErrorAlert>
    );
  }
  return children;
}
