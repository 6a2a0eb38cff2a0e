import { useSearchParams } from 'wouter';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { VerifyEmailStatus } from '@/client/features/accounts/components/verify-email-status.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import type { User } from '@/shared/contracts/auth.ts';

/** Opened from the verification mail, signed in or not: the token is all it needs. */
export function VerifyEmailPage({ user }: { user: User | null }) {
  useDocumentTitle('Verify e-mail');
  const [searchParams] = useSearchParams();
  return (
    <PageContainer className="max-w-lg py-16">
      <VerifyEmailStatus token={searchParams.get('token')} user={user} />
    </PageContainer>
  );
}
