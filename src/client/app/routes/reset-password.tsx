import { notifyManager } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'wouter';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card.tsx';
import { AskForNewLink } from '@/client/features/accounts/components/ask-for-new-link.tsx';
import { ResetLinkCheck } from '@/client/features/accounts/components/reset-link-check.tsx';
import { ResetPasswordForm } from '@/client/features/accounts/components/reset-password-form.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import { toast } from '@/client/hooks/use-toast.ts';
import { RESET_TOKEN_PARAM } from '@/shared/contracts/password-reset.ts';
import { clientRoutes } from '@/shared/routes.ts';

/** Where the mailed link lands: a link that still works asks for the new password, then signs in. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [searchParams] = useSearchParams();
  const [, setLocation] = useLocation();
  const token = searchParams.get(RESET_TOKEN_PARAM);

  const onReset = () => {
    toast({
      title: 'Password changed',
      description: 'You are signed in. Other devices were signed out.',
    });
    // TanStack Query tells its observers of the new session on its own schedule: moving after that
    // lets the router see a signed-in user at /browse rather than send a visitor to sign in.
    notifyManager.schedule(() => setLocation(clientRoutes.browse, { replace: true }));
  };

  return (
    <PageContainer className="max-w-md py-12">
      <Card>
        <CardHeader className="text-center">
          <CardTitle as="h1" className="text-2xl">
            Choose a new password
          </CardTitle>
          <CardDescription>
            Every device signed in to your account is signed out when you save it.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {token ? (
            <ResetLinkCheck token={token}>
              <ResetPasswordForm token={token} onReset={onReset} />
            </ResetLinkCheck>
          ) : (
            <ErrorAlert>
              <p>
                This link is incomplete: open the link from the mail again, or ask for a new one.
              </p>
              <AskForNewLink />
            </ErrorAlert>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
