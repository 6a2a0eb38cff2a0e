import { MailCheck, MailX } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { SignInButton } from '@/client/components/sign-in-button.tsx';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import { useVerifyEmail } from '@/client/features/accounts/api/verify-email.ts';
import { humanErrorMessage } from '@/client/lib/errors.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { ResendLinkButton } from './resend-link-button.tsx';

export const MISSING_TOKEN_MESSAGE =
  'This link is incomplete. Open the whole link from the mail, or ask for a new one.';

function Outcome({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      {icon}
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

/** A full page load: a browser the link signed in boots with its new session (and profile). */
function ContinueButton() {
  return (
    <Button asChild>
      <a href={clientRoutes.home}>Continue to Beta Harbor</a>
    </Button>
  );
}

/** What a person can do after a link failed: ask for a new one, sign in first, or carry on. */
function NextStep({ user }: { user: User | null }) {
  if (!user) return <SignInButton>Sign in to ask for a new link</SignInButton>;
  if (user.emailVerified) {
    return (
      <>
        <p className="text-muted-foreground">Your e-mail address is verified already.</p>
        <ContinueButton />
      </>
    );
  }
  return <ResendLinkButton />;
}

/**
 * The screen a verification link opens: it sends the token back once, on arrival (a second send
 * of a single-use token would fail), and says how it went.
 */
export function VerifyEmailStatus({ token, user }: { token: string | null; user: User | null }) {
  const { mutate, status, data, error } = useVerifyEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);

  if (token && (status === 'idle' || status === 'pending')) {
    return (
      <Outcome icon={<Spinner label="Verifying" />} title="Verifying your e-mail address">
        <p className="text-muted-foreground">This takes a moment.</p>
      </Outcome>
    );
  }
  if (status === 'success') {
    return (
      <Outcome
        icon={<MailCheck className="size-10 text-primary" aria-hidden="true" />}
        title="Your e-mail address is verified"
      >
        <p className="text-muted-foreground">
          Thank you: <span className="break-all">{data.email}</span> is confirmed.
          {user
            ? ''
            : ' In the browser you signed up in, you are signed in; elsewhere, sign in with your password.'}
        </p>
        <ContinueButton />
      </Outcome>
    );
  }
  return (
    <Outcome
      icon={<MailX className="size-10 text-destructive" aria-hidden="true" />}
      title="We could not verify your e-mail address"
    >
      <ErrorAlert className="text-left">
        {token ? humanErrorMessage(error) : MISSING_TOKEN_MESSAGE}
      </ErrorAlert>
      <NextStep user={user} />
    </Outcome>
  );
}
