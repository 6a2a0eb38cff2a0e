import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, type Ref, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/client/components/ui/button.tsx';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { Textarea } from '@/client/components/ui/textarea.tsx';
import { useToast } from '@/client/hooks/use-toast.ts';
import { applyServerFieldErrors } from '@/client/lib/form-errors.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { maxLengthsOf } from '@/shared/contracts/field-limits.ts';
import {
  type CreateListingBody,
  type CreateListingInput,
  createListingBodySchema,
} from '@/shared/contracts/listings.ts';
import { CancelPostButton } from './cancel-post-button.tsx';
import { CategoryField } from './category-field.tsx';
import { LISTING_FORM_FIELDS, type ListingFormApi } from './listing-form-values.ts';
import { PlatformsField } from './platforms-field.tsx';
import { RunningTheBetaFields } from './running-the-beta-fields.tsx';

export type ImageFieldRenderProps = {
  value: string;
  onChange: (objectPath: string) => void;
  onDialogOpenChange: (open: boolean) => void;
  error?: string;
  buttonRef: Ref<HTMLButtonElement>;
};

export type ListingFormProps = {
  defaultValues: CreateListingInput;
  /** The image upload, which belongs to the images feature; the screen composes it in. */
  renderImageField: (props: ImageFieldRenderProps) => ReactNode;
  /** Sends the values; `onError` shows the server's refusal under its fields. */
  onSave: (values: CreateListingBody, callbacks: { onError: (error: unknown) => void }) => void;
  saving: boolean;
  submitLabel: string;
  savingLabel: string;
  /** What Cancel asks before throwing away what was typed. */
  discardTitle: string;
  onCancel: () => void;
};

const MAX = maxLengthsOf(createListingBodySchema);

/** The post form, also the edit form: what a listing says, and how its beta runs. */
export function ListingForm({
  defaultValues,
  renderImageField,
  onSave,
  saving,
  submitLabel,
  savingLabel,
  discardTitle,
  onCancel,
}: ListingFormProps) {
  const { toast } = useToast();
  const [uploadDialogOpen, setUploadDialogOpen] = useState(false);
  const form: ListingFormApi = useForm<CreateListingInput, unknown, CreateListingBody>({
    resolver: zodResolver(createListingBodySchema),
    defaultValues,
  });
  const { errors } = form.formState;
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' });

  const onSubmit = form.handleSubmit((values) =>
    onSave(values, {
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, LISTING_FORM_FIELDS);
        handleMutationError(toast, error);
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <FormField id="post-name" label="Name*" error={errors.name?.message}>
        <Input aria-required="true" maxLength={MAX.name} {...form.register('name')} />
      </FormField>
      <FormField
        id="post-short-description"
        label="Short Description*"
        error={errors.shortDescription?.message}
      >
        <Input
          aria-required="true"
          maxLength={MAX.shortDescription}
          {...form.register('shortDescription')}
        />
      </FormField>
      <FormField
        id="post-long-description"
        label="Long Description*"
        error={errors.longDescription?.message}
      >
        <Textarea
          rows={6}
          aria-required="true"
          maxLength={MAX.longDescription}
          {...form.register('longDescription')}
        />
      </FormField>
      <Controller
        control={form.control}
        name="category"
        render={({ field, fieldState }) => (
          <CategoryField
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <PlatformsField form={form} />
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <>
            {renderImageField({
              value: field.value,
              onChange: field.onChange,
              onDialogOpenChange: setUploadDialogOpen,
              error: fieldState.error?.message,
              buttonRef: field.ref,
            })}
          </>
        )}
      />
      <FormField id="post-youtube-url" label="YouTube Video URL" error={errors.youtubeUrl?.message}>
        <Input
          type="url"
          placeholder="https://www.youtube.com/watch?v=..."
          maxLength={MAX.youtubeUrl}
          {...form.register('youtubeUrl')}
        />
      </FormField>
      <FormField id="post-link" label="Link" error={errors.link?.message}>
        <Input
          type="url"
          placeholder="https://yourapp.com"
          maxLength={MAX.link}
          {...form.register('link')}
        />
      </FormField>
      <FormField id="post-notes" label="Notes" error={errors.notes?.message}>
        <Textarea
          rows={4}
          placeholder="What should testers try first?"
          maxLength={MAX.notes}
          {...form.register('notes')}
        />
      </FormField>
      <RunningTheBetaFields form={form} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <CancelPostButton
          hasInput={form.formState.isDirty}
          onCancel={onCancel}
          title={discardTitle}
        />
        {/*
          Without an image the button is only marked disabled: a click still runs the checks, so
          the person learns why ("Please upload an image") instead of meeting a dead button.
        */}
        <Button
          type="submit"
          disabled={saving || uploadDialogOpen}
          aria-disabled={imageUrl ? undefined : true}
          className="aria-disabled:pointer-events-auto aria-disabled:cursor-not-allowed sm:min-w-28"
        >
          {saving ? savingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
