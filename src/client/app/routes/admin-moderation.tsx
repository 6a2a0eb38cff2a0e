import { ScrollText } from 'lucide-react';
import { Link } from 'wouter';
import { AdminAccessDenied } from '@/client/app/layout/admin-access-denied.tsx';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { PageHeader } from '@/client/components/page-header.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { CaseQueue } from '@/client/features/moderation/components/admin/case-queue.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { clientRoutes } from '@/shared/routes.ts';

/** The admins' queue of open reports and appeals; the server refuses everyone else too. */
export function AdminModerationPage({ user }: { user: User }) {
  useDocumentTitle('Moderation queue');
  if (user.role !== 'Admin') {
    return <AdminAccessDenied />;
  }
  return (
    <PageContainer>
      <PageHeader
        title="Moderation queue"
        subtitle="Open reports, grouped by the thing reported, and appeals of hidden listings"
        actions={
          <Button asChild variant="outline">
            <Link href={clientRoutes.adminAuditLog}>
              <ScrollText aria-hidden="true" />
              Audit log
            </Link>
          </Button>
        }
      />
      <CaseQueue />
    </PageContainer>
  );
}
