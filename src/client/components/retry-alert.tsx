import type { ReactNode } from 'react';
import { ErrorAlert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';

/** A read that failed for a reason a second try may cure: a dropped connection, a busy server. */
export function RetryAlert({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <ErrorAlert>
      <p>{children}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </ErrorAlert>
  );
}
