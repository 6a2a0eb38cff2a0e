import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';

/**
 * What registering leads to: the link in the mail finishes the account and signs in. Focus moves
 * to the heading, so a keyboard or screen-reader user lands on the news rather than on nothing.
 */
export function CheckYourEmail({
  email,
  sentAgain,
  resending,
  error,
  onResend,
  onChangeAddress,
}: {
  email: string;
  sentAgain: boolean;
  resending: boolean;
  error: string | null;
  onResend: () => void;
  onChangeAddress: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="check-email-heading" className="grid gap-4 text-sm">
      <div className="flex items-start gap-3 rounded-md border bg-muted/40 p-4">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id="check-email-heading" ref={heading} tabIndex={-1} className="font-semibold">
            Check your e-mail
          </h2>
          <p>
            We sent a message to <strong className="break-all">{email}</strong>. Open the link in it
            to finish creating your account and sign in.
          </p>
          <p className="text-muted-foreground">
            The link works once, for 48 hours. Nothing there? Check your spam folder, or send it
            again.
          </p>
        </div>
      </div>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <p role="status" className="empty:hidden">
        {sentAgain && !resending ? `We sent it again to ${email}.` : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onResend} disabled={resending}>
          {resending ? 'Sending...' : 'Send it again'}
        </Button>
        <Button type="button" variant="ghost" onClick={onChangeAddress}>
          Use a different address
        </Button>
      </div>
    </section>
  );
}
