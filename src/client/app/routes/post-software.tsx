import type { User } from '@shared/contracts/auth.ts';
import { clientRoutes } from '@shared/routes.ts';
import { useLocation } from 'wouter';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { ImageUploadField } from '../../features/images/components/image-upload-field.tsx';
import { PostSoftwareForm } from '../../features/listings/components/post-software-form.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { BuilderAccessDenied } from '../layout/builder-access-denied.tsx';
import { PageContainer } from '../layout/page-container.tsx';

export function PostSoftwarePage({ user }: { user: User }) {
  useDocumentTitle('Post Software');
  const [, navigate] = useLocation();

  if (user.role !== 'Builder') {
    return (
      <BuilderAccessDenied message="Only builders can post software. Please update your role in your profile." />
    );
  }
  return (
    <PageContainer className="max-w-3xl">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            Post Software
          </CardTitle>
          <CardDescription>Share your software with potential beta testers</CardDescription>
        </CardHeader>
        <CardContent>
          <PostSoftwareForm
            renderImageField={(props) => <ImageUploadField {...props} />}
            onPosted={() => navigate(clientRoutes.home)}
            onCancel={() => navigate(clientRoutes.home)}
          />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
