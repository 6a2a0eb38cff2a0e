import { useSearchParams } from 'wouter';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { EmailChangeConfirmation } from '@/client/features/accounts/components/email-change-confirmation.tsx';
import { useUser } from '@/client/features/auth/api/get-user.ts';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';

/** Where the link mailed to a new address leads; signed in or not, the link's token decides. */
export function ConfirmEmailPage() {
  useDocumentTitle('Confirm e-mail address');
  const [searchParams] = useSearchParams();
  const { isAuthenticated } = useUser();
  return (
    <PageContainer className="max-w-md py-16">
      <EmailChangeConfirmation token={searchParams.get('token')} signedIn={isAuthenticated} />
    </PageContainer>
  );
}
