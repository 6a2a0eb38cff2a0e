import { AdminAccessDenied } from '@/client/app/layout/admin-access-denied.tsx';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { PageHeader } from '@/client/components/page-header.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card.tsx';
import { DigestPanel } from '@/client/features/admin/components/digest-panel.tsx';
import { MailTemplatesPanel } from '@/client/features/admin/components/mail-templates-panel.tsx';
import { OutboxPanel } from '@/client/features/admin/components/outbox-panel.tsx';
import { SendEmailForm } from '@/client/features/admin/components/send-email-form.tsx';
import { UserManagement } from '@/client/features/admin/components/user-management.tsx';
import { ModerationLinks } from '@/client/features/moderation/components/admin/moderation-links.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import type { User } from '@/shared/contracts/auth.ts';

export function AdminPage({ user }: { user: User }) {
  useDocumentTitle('Admin Dashboard');
  if (user.role !== 'Admin') {
    return <AdminAccessDenied />;
  }
  return (
    <PageContainer>
      <PageHeader title="Admin Dashboard" subtitle="Manage user roles and send e-mails" />
      <div className="grid grid-cols-1 gap-8">
        <ModerationLinks />
        <UserManagement currentUserId={user.id} />
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
        <MailTemplatesPanel />
        <DigestPanel />
      </div>
    </PageContainer>
  );
}
