import { useLocation } from 'wouter';
import { BuilderAccessDenied } from '@/client/app/layout/builder-access-denied.tsx';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card.tsx';
import { ImageUploadField } from '@/client/features/images/components/image-upload-field.tsx';
import { PostListingForm } from '@/client/features/listings/components/post-listing-form.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { clientRoutes } from '@/shared/routes.ts';

export function PostListingPage({ user }: { user: User }) {
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
          <PostListingForm
            renderImageField={(props) => <ImageUploadField {...props} />}
            onPosted={(listing) => navigate(clientRoutes.listing(listing.id))}
            onCancel={() => navigate(clientRoutes.home)}
          />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
