import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { AdminAccessDenied } from '@/client/app/layout/admin-access-denied.tsx';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { PageHeader } from '@/client/components/page-header.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { useUsers } from '@/client/features/admin/api/get-users.ts';
import { displayName } from '@/client/features/admin/components/user-identity.tsx';
import { AuditLog } from '@/client/features/moderation/components/admin/audit-log.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { clientRoutes } from '@/shared/routes.ts';

/** Every admin action, for admins; the person filter offers the accounts the admin list reads. */
export function AdminAuditLogPage({ user }: { user: User }) {
  useDocumentTitle('Audit log');
  if (user.role !== 'Admin') {
    return <AdminAccessDenied />;
  }
  return (
    <PageContainer>
      <PageHeader
        title="Audit log"
        subtitle="Every admin action, newest first: who, when, what and why"
        actions={
          <Button asChild variant="outline">
            <Link href={clientRoutes.adminModeration}>
              <ShieldAlert aria-hidden="true" />
              Moderation queue
            </Link>
          </Button>
        }
      />
      <AuditLogWithPeople />
    </PageContainer>
  );
}

/** The log does not wait for the accounts: until they come, the person filter offers everyone. */
function AuditLogWithPeople() {
  const users = useUsers();
  const people = (users.data ?? []).map((person) => ({ id: person.id, name: displayName(person) }));
  return <AuditLog people={people} />;
}
