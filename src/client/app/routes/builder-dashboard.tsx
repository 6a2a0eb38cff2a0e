import type { User } from '@shared/contracts/auth.ts';
import { clientRoutes } from '@shared/routes.ts';
import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { PageHeader } from '../../components/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SoftwareTesters } from '../../features/interests/components/software-testers.tsx';
import { BuilderSoftwareList } from '../../features/listings/components/builder-software-list.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { BuilderAccessDenied } from '../layout/builder-access-denied.tsx';
import { PageContainer } from '../layout/page-container.tsx';

export function BuilderDashboardPage({ user }: { user: User }) {
  useDocumentTitle('Builder Dashboard');
  if (user.role !== 'Builder') {
    return (
      <BuilderAccessDenied message="Only builders can access this dashboard. Choose the Builder role in your profile to post software." />
    );
  }
  return (
    <PageContainer>
      <PageHeader
        title="Builder Dashboard"
        subtitle="Manage your software listings and their testers"
        actions={
          <Button asChild>
            <Link href={clientRoutes.postSoftware}>
              <Plus aria-hidden="true" />
              Post Software
            </Link>
          </Button>
        }
      />
      <BuilderSoftwareList
        renderTesters={(software) => <SoftwareTesters softwareId={software.id} />}
      />
    </PageContainer>
  );
}
