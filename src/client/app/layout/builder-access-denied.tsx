import { Link } from 'wouter';
import { AccessDenied } from '@/client/components/access-denied.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { clientRoutes } from '@/shared/routes.ts';
import { PageContainer } from './page-container.tsx';

/**
 * The screen non-builders get on the builder's screens. The role is the user's own choice, so
 * the way forward is the profile, where it is chosen.
 */
export function BuilderAccessDenied({ message }: { message: string }) {
  return (
    <PageContainer>
      <AccessDenied
        message={message}
        action={
          <Button asChild>
            <Link href={clientRoutes.profile}>Update Profile</Link>
          </Button>
        }
      />
    </PageContainer>
  );
}
