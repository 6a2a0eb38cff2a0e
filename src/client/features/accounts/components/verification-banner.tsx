import { MailWarning } from 'lucide-react';
import { useLocation } from 'wouter';
import type { User } from '@/shared/contracts/auth.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { ResendLinkButton } from './resend-link-button.tsx';

/**
 * Under the navigation while the signed-in user's address is unproved. Not on the screen that
 * proves it, which says for itself how the link went.
 */
export function VerificationBanner({ user }: { user: User }) {
  const [location] = useLocation();
  if (user.emailVerified || !user.email || location === clientRoutes.verifyEmail) return null;
  return (
    <section aria-label="E-mail verification" className="border-b bg-muted/60">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="flex items-start gap-2 text-sm">
          <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Your e-mail address <strong className="break-all">{user.email}</strong> is not verified
            yet. Open the link we sent you to confirm it.
          </span>
        </p>
        <ResendLinkButton variant="outline" size="sm" className="self-start sm:self-auto" />
      </div>
    </section>
  );
}
