import { Link, useLocation, useParams } from 'wouter';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { AccessDenied } from '@/client/components/access-denied.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card.tsx';
import { AgreementEditor } from '@/client/features/agreements/components/agreement-editor.tsx';
import { ImageUploadField } from '@/client/features/images/components/image-upload-field.tsx';
import { useListing } from '@/client/features/listings/api/get-listing.ts';
import { EditListingForm } from '@/client/features/listings/components/edit-listing-form.tsx';
import { whenListingRead } from '@/client/features/listings/components/listing-read-state.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { clientRoutes } from '@/shared/routes.ts';

/**
 * The post form again, filled in, and the terms testers accept to join (saved on their own, as
 * each save is a version); only the builder who posted the listing may use it.
 */
export function EditListingPage({ user }: { user: User }) {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const query = useListing(id);
  const listing = query.data;
  useDocumentTitle(listing ? `Edit ${listing.name}` : null);
  const back = () => navigate(clientRoutes.listing(id));

  const body = whenListingRead(query, (listing) =>
    listing.builderId !== user.id ? (
      <AccessDenied
        message="Only the builder who posted this software can edit it."
        action={
          <Button asChild variant="outline">
            <Link href={clientRoutes.listing(id)}>Back to the listing</Link>
          </Button>
        }
      />
    ) : (
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle as="h1" className="text-2xl">
              Edit Software
            </CardTitle>
            <CardDescription className="break-words">
              Change what testers see of {listing.name} and how its beta runs
            </CardDescription>
          </CardHeader>
          <CardContent>
            <EditListingForm
              listing={listing}
              renderImageField={(props) => <ImageUploadField {...props} />}
              onSaved={back}
              onCancel={back}
            />
          </CardContent>
        </Card>
        <AgreementEditor listingId={listing.id} />
      </div>
    ),
  );
  return <PageContainer className="max-w-3xl">{body}</PageContainer>;
}
