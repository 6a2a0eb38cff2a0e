import { MailWarning } from 'lucide-react';
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
import { ResendLinkButton } from '@/client/features/accounts/components/resend-link-button.tsx';
import { ImageUploadField } from '@/client/features/images/components/image-upload-field.tsx';
import { PostListingForm } from '@/client/features/listings/components/post-listing-form.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { VERIFY_TO_POST_MESSAGE } from '@/shared/contracts/moderation-rules.ts';
import { clientRoutes } from '@/shared/routes.ts';

export function PostListingPage({ user }: { user: User }) {
  useDocumentTitle('Post Software');
  const [, navigate] = useLocation();

  if (user.role !== 'Builder') {
    return (
      <BuilderAccessDenied message="Only builders can post software. Please update your role in your profile." />
    );
  }
  // The server refuses a listing from an unproved address: say so before a form is filled in vain.
  if (!user.emailVerified) {
    return (
      <PageContainer className="max-w-3xl">
        <Card>
          <CardHeader>
            <CardTitle as="h1" className="text-2xl">
              Post Software
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p role="alert" className="flex items-start gap-2">
              <MailWarning className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <span>{VERIFY_TO_POST_MESSAGE}</span>
            </p>
            {user.email && (
              <p className="text-muted-foreground text-sm">
                We sent a link to <strong className="break-all">{user.email}</strong>. Open it, then
                come back here.
              </p>
            )}
            <ResendLinkButton variant="outline" className="w-fit" />
          </CardContent>
        </Card>
      </PageContainer>
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
