import { AccessDenied } from '@/client/components/access-denied.tsx';
import { PageContainer } from './page-container.tsx';

/** The screen non-admins get on the admin's screens; the server refuses their calls too. */
export function AdminAccessDenied() {
  return (
    <PageContainer>
      <AccessDenied message="You need admin privileges to access this page." />
    </PageContainer>
  );
}
