import type { User } from '@shared/contracts/auth.ts';
import { clientRoutes } from '@shared/routes.ts';
import { Link } from 'wouter';
import { AccessDenied } from '../../components/access-denied.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageContainer } from '../layout/page-container.tsx';
import { PlaceholderPage } from '../layout/placeholder-page.tsx';

export function BuilderDashboardPage({ user }: { user: User }) {
  if (user.role !== 'Builder') {
    return (
      <PageContainer>
        <AccessDenied
          message="Only builders can access this dashboard. Choose the Builder role in your profile to post software."
          action={
            <Button asChild>
              <Link href={clientRoutes.profile}>Update Profile</Link>
            </Button>
          }
        />
      </PageContainer>
    );
  }
  return (
    <PlaceholderPage
      title="Builder Dashboard"
      subtitle="Manage your software listings and their testers"
      note="Your listings arrive with the listings feature."
    />
  );
}
