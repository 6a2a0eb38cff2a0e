import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { PageHeader } from '@/client/components/page-header.tsx';
import { BrowserNotificationsControl } from '@/client/features/notifications/components/browser-notifications-control.tsx';
import { NotificationCenter } from '@/client/features/notifications/components/notification-center.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';

export function NotificationsPage() {
  useDocumentTitle('Notifications');
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title="Notifications" subtitle="What happened on your betas and conversations" />
      <div className="grid gap-6">
        <BrowserNotificationsControl />
        <NotificationCenter />
      </div>
    </PageContainer>
  );
}
