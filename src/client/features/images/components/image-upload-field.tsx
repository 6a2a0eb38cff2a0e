import { ImageUp } from 'lucide-react';
import { type Ref, useId } from 'react';
import { Button } from '@/client/components/ui/button.tsx';
import { ImageUploadDialog } from './image-upload-dialog.tsx';

export type ImageUploadFieldProps = {
  /** The listing image's `/objects/...` path; empty until an image is uploaded. */
  value: string;
  onChange: (objectPath: string) => void;
  onDialogOpenChange: (open: boolean) => void;
  error?: string;
  /** Lets the form move focus here when the image is what is missing. */
  buttonRef?: Ref<HTMLButtonElement>;
};

export function ImageUploadField({
  value,
  onChange,
  onDialogOpenChange,
  error,
  buttonRef,
}: ImageUploadFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <fieldset className="m-0 grid min-w-0 gap-2 border-0 p-0">
      <legend className="mb-2 p-0 font-medium text-sm leading-none">Image*</legend>
      {value && (
        <img
          src={value}
          alt="Preview of your upload"
          className="aspect-video w-full max-w-sm rounded-lg border bg-muted object-cover"
        />
      )}
      <ImageUploadDialog
        onOpenChange={onDialogOpenChange}
        onUploaded={onChange}
        trigger={
          <Button
            ref={buttonRef}
            type="button"
            variant="outline"
            className="w-fit"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          >
            <ImageUp aria-hidden="true" />
            {value ? 'Change Image' : 'Upload Image'}
          </Button>
        }
      />
      <p id={hintId} className="text-muted-foreground text-sm">
        Upload an image to represent your software (max 2MB)
      </p>
      {error && (
        <p id={errorId} className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
