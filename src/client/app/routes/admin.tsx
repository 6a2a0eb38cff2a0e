import type { User } from '@shared/contracts/auth.ts';
import { AccessDenied } from '../../components/access-denied.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { DigestPanel } from '../../features/admin/components/digest-panel.tsx';
import { OutboxPanel } from '../../features/admin/components/outbox-panel.tsx';
import { SendEmailForm } from '../../features/admin/components/send-email-form.tsx';
import { UserManagement } from '../../features/admin/components/user-management.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { PageContainer } from '../layout/page-container.tsx';

export function AdminPage({ user }: { user: User }) {
  useDocumentTitle('Admin Dashboard');
  if (user.role !== 'Admin') {
    return (
      <PageContainer>
        <AccessDenied message="You need admin privileges to access this page." />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeader title="Admin Dashboard" subtitle="Manage user roles and send e-mails" />
      <div className="grid grid-cols-1 gap-8">
        <UserManagement />
        {/* The outbox follows Send Email at once: what was just sent shows right below it,
            not past the digest preview. */}
        <Card>
          <CardHeader>
            <CardTitle as="h2">Send Email</CardTitle>
            <CardDescription>
              To one address or a whole group. Mails are queued in the outbox below.
            </CardDescription>
          </CardHeader>
          <CardContent className="max-w-3xl">
            <SendEmailForm />
          </CardContent>
        </Card>
        <OutboxPanel />
        <DigestPanel />
      </div>
    </PageContainer>
  );
}
