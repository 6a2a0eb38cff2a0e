import { useSearchParams } from 'wouter';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { EmailChangeCancellation } from '@/client/features/accounts/components/email-change-cancellation.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';

/** Where the notice to the old address leads; signed in or not, the link's token decides. */
export function CancelEmailChangePage() {
  useDocumentTitle('Cancel e-mail change');
  const [searchParams] = useSearchParams();
  return (
    <PageContainer className="max-w-md py-16">
      <EmailChangeCancellation token={searchParams.get('token')} />
    </PageContainer>
  );
}
