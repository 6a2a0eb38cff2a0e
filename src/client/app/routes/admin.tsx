import type { User } from '@shared/contracts/auth.ts';
import { AccessDenied } from '../../components/access-denied.tsx';
import { PageContainer } from '../layout/page-container.tsx';
import { PlaceholderPage } from '../layout/placeholder-page.tsx';

export function AdminPage({ user }: { user: User }) {
  if (user.role !== 'Admin') {
    return (
      <PageContainer>
        <AccessDenied message="You need admin privileges to access this page." />
      </PageContainer>
    );
  }
  return (
    <PlaceholderPage
      title="Admin Dashboard"
      subtitle="Manage user roles and send e-mails"
      note="User management and e-mail arrive with the admin feature."
    />
  );
}
