import type { ReactNode } from 'react';
import { useUpdateListing } from '@/client/features/listings/api/update-listing.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { type ImageFieldRenderProps, ListingForm } from './listing-form.tsx';
import { listingFormValues } from './listing-form-values.ts';

type EditListingFormProps = {
  /** As its builder reads it, access instructions included. */
  listing: Listing;
  renderImageField: (props: ImageFieldRenderProps) => ReactNode;
  onSaved: () => void;
  onCancel: () => void;
};

/** The post form, filled in with what the listing says now. */
export function EditListingForm({
  listing,
  renderImageField,
  onSaved,
  onCancel,
}: EditListingFormProps) {
  const { toast } = useToast();
  const mutation = useUpdateListing({
    onSuccess: () => {
      toast({ title: 'Changes saved' });
      onSaved();
    },
  });
  return (
    <ListingForm
      defaultValues={listingFormValues(listing)}
      renderImageField={renderImageField}
      onSave={(body, callbacks) => mutation.mutate({ id: listing.id, body }, callbacks)}
      saving={mutation.isPending}
      submitLabel="Save changes"
      savingLabel="Saving..."
      discardTitle="Discard your changes?"
      onCancel={onCancel}
    />
  );
}
