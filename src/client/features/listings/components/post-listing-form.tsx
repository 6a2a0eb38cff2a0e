import type { ReactNode } from 'react';
import { useCreateListing } from '@/client/features/listings/api/create-listing.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { type ImageFieldRenderProps, ListingForm } from './listing-form.tsx';
import { listingFormValues } from './listing-form-values.ts';

type PostListingFormProps = {
  /** The image upload, which belongs to the images feature; the screen composes it in. */
  renderImageField: (props: ImageFieldRenderProps) => ReactNode;
  onPosted: () => void;
  onCancel: () => void;
};

export function PostListingForm({ renderImageField, onPosted, onCancel }: PostListingFormProps) {
  const { toast } = useToast();
  const mutation = useCreateListing({
    onSuccess: () => {
      toast({ title: 'Software posted successfully!' });
      onPosted();
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
