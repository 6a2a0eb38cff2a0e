import type { ReactNode } from 'react';
import { useCreateListing } from '@/client/features/listings/api/create-listing.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { type ImageFieldRenderProps, ListingForm } from './listing-form.tsx';
import { listingFormValues } from './listing-form-values.ts';

type PostListingFormProps = {
  /** The image upload, which belongs to the images feature; the screen composes it in. */
  renderImageField: (props: ImageFieldRenderProps) => ReactNode;
  onPosted: (listing: Listing) => void;
  onCancel: () => void;
};

export function PostListingForm({ renderImageField, onPosted, onCancel }: PostListingFormProps) {
  const { toast } = useToast();
  const mutation = useCreateListing({
    onSuccess: (listing) => {
      // Right after posting is when a builder wants testers: the public link comes with the news.
      const shareUrl = new URL(clientRoutes.share(listing.id), window.location.origin).href;
      toast({
        title: 'Software posted successfully!',
        description: `Invite testers with its share link: ${shareUrl}`,
      });
      onPosted(listing);
    },
  });
  return (
    <ListingForm
      defaultValues={listingFormValues()}
      renderImageField={renderImageField}
      onSave={(values, callbacks) => mutation.mutate(values, callbacks)}
      saving={mutation.isPending}
      submitLabel="Publish"
      savingLabel="Publishing..."
      discardTitle="Discard this listing?"
      onCancel={onCancel}
    />
  );
}
