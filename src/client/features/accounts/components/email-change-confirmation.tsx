import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import { useConfirmEmailChange } from '@/client/features/accounts/api/confirm-email-change.ts';
import { humanErrorMessage } from '@/client/lib/errors.ts';
import { clientRoutes } from '@/shared/routes.ts';

const MISSING_TOKEN = 'This link is missing its code. Open the link from the e-mail again.';

/**
 * Opens the link from the mail: the token is sent once as the screen loads (a link works only
 * once, so a second send, as React's StrictMode would make, must never happen).
 */
export function EmailChangeConfirmation({
  token,
  signedIn,
}: {
  token: string | null;
  signedIn: boolean;
}) {
  const confirm = useConfirmEmailChange();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm.mutate]);

  const next = signedIn ? (
    <Button asChild>
      <Link href={clientRoutes.profile}>Go to your profile</Link>
    </Button>
  ) : (
    <Button asChild>
      <Link href={clientRoutes.home}>Go to Beta Harbor</Link>
    </Button>
  );

  if (!token || confirm.isError) {
    return (
      <div className="grid justify-items-center gap-4 text-center">
        <h1 className="font-bold text-2xl tracking-tight">This link did not work</h1>
        <ErrorAlert className="text-left">
          {token ? humanErrorMessage(confirm.error) : MISSING_TOKEN}
        </ErrorAlert>
        {next}
      </div>
    );
  }
  if (confirm.isSuccess) {
    return (
      <div className="grid justify-items-center gap-4 text-center">
        <CircleCheck className="size-10 text-primary" aria-hidden="true" />
        <h1 className="font-bold text-2xl tracking-tight">Your e-mail address is changed</h1>
        <p className="break-all text-muted-foreground">
          Your account now uses <strong className="text-foreground">{confirm.data.email}</strong>.
        </p>
        {next}
      </div>
    );
  }
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <h1 className="font-bold text-2xl tracking-tight">Confirming your new address</h1>
      <Spinner label="Confirming your new address" />
    </div>
  );
}
