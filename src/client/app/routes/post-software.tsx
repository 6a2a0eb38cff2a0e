import type { User } from '@shared/contracts/auth.ts';
import { clientRoutes } from '@shared/routes.ts';
import { Link } from 'wouter';
import { AccessDenied } from '../../components/access-denied.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageContainer } from '../layout/page-container.tsx';
import { PlaceholderPage } from '../layout/placeholder-page.tsx';

export function PostSoftwarePage({ user }: { user: User }) {
  if (user.role !== 'Builder') {
    return (
      <PageContainer>
        <AccessDenied
          message="Only builders can post software. Please update your role in your profile."
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
      title="Post Software"
      subtitle="Share your software with potential beta testers"
      note="The post form arrives with the listings feature."
    />
  );
}
