import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { useCancelEmailChange } from '@/client/features/accounts/api/cancel-email-change.ts';
import { humanErrorMessage } from '@/client/lib/errors.ts';
import { clientRoutes } from '@/shared/routes.ts';

const MISSING_TOKEN = 'This link is missing its code. Open the link from the e-mail again.';

function Screen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <h1 className="font-bold text-2xl tracking-tight">{title}</h1>
      {children}
    </div>
  );
}

/**
 * Opened from the notice the old address gets. Nothing happens until the button is pressed, so a
 * mail scanner that follows the link cancels nothing; the token is all it takes, signed in or not.
 */
export function EmailChangeCancellation({ token }: { token: string | null }) {
  const cancel = useCancelEmailChange();

  if (cancel.isSuccess) {
    return (
      <Screen title="The change is cancelled">
        <CircleCheck className="size-10 text-primary" aria-hidden="true" />
        <p className="text-muted-foreground">
          Your account keeps the address this mail came to. If you did not ask for the change,
          someone knows your password: choose a new one now, which signs everyone else out.
        </p>
        <Button asChild>
          <a href={clientRoutes.forgotPassword}>Choose a new password</a>
        </Button>
      </Screen>
    );
  }
  if (!token || cancel.isError) {
    return (
      <Screen title="This link did not work">
        <ErrorAlert className="text-left">
          {token ? humanErrorMessage(cancel.error) : MISSING_TOKEN}
        </ErrorAlert>
        <Button asChild variant="outline">
          <a href={clientRoutes.home}>Go to Beta Harbor</a>
        </Button>
      </Screen>
    );
  }
  return (
    <Screen title="Stop the change of your e-mail address?">
      <p className="text-muted-foreground">
        Someone signed in to your account asked to move it to another e-mail address. Cancel the
        change and your account keeps this one.
      </p>
      <Button onClick={() => cancel.mutate(token)} disabled={cancel.isPending}>
        {cancel.isPending ? 'Cancelling...' : 'Cancel the change'}
      </Button>
    </Screen>
  );
}
