import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { Label } from '@/client/components/ui/label.tsx';
import { useProcessListingImage } from '@/client/features/images/api/process-listing-image.ts';
import { useUploadImage } from '@/client/features/images/api/upload-image.ts';
import {
  checkImageFiles,
  useChosenImage,
} from '@/client/features/images/hooks/use-chosen-image.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { errorStatus, humanErrorMessage, isUnauthorizedError } from '@/client/lib/errors.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { ACCEPTED_IMAGE_TYPES } from '@/shared/contracts/images.ts';
import { UploadProgress } from './upload-progress.tsx';

const ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');
const PROCESSING_FAILED = 'The image could not be processed. Please try another image.';

type ImageUploadDialogProps = {
  trigger: ReactNode;
  onOpenChange: (open: boolean) => void;
  /** The listing image's `/objects/...` path, once uploaded and processed. */
  onUploaded: (objectPath: string) => void;
};

/** Picks one image, uploads it, and has the server turn it into a listing image. */
export function ImageUploadDialog({ trigger, onOpenChange, onUploaded }: ImageUploadDialogProps) {
  const { toast } = useToast();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const chosen = useChosenImage();
  const { file, error, setError } = chosen;
  const upload = useUploadImage();
  const processImage = useProcessListingImage();
  const pending = upload.isPending || processImage.isPending;

  const changeOpen = (next: boolean) => {
    // Closing mid-upload would lose the result; the dialog stays until the upload settles.
    if (!next && pending) return;
    if (next) chosen.reset();
    setOpen(next);
    onOpenChange(next);
  };

  const onUploadFailed = (failure: unknown) => {
    if (isUnauthorizedError(failure)) handleMutationError(toast, failure);
    else setError(humanErrorMessage(failure));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog renders in a portal, but React still bubbles its submit through the component
    // tree to the form that hosts the trigger (Post Software): that form must never see it.
    event.stopPropagation();
    if (!file) {
      setError(checkImageFiles(null));
      return;
    }
    setError(null);
    upload.mutate(file, {
      onError: onUploadFailed,
      onSuccess: (uploadURL) =>
        processImage.mutate(uploadURL, {
          onSuccess: (objectPath) => {
            // The dialog closes now: the toast keeps saying that the photo was made smaller.
            toast({
              title: 'Image uploaded successfully!',
              description: chosen.notice ?? undefined,
            });
            onUploaded(objectPath);
            setOpen(false);
            onOpenChange(false);
          },
          onError: (failure) => {
            // The upload step already refused non-images and damaged files; whatever the server
            // refuses here still comes with a reason worth showing.
            const status = errorStatus(failure);
            const refused = status !== null && status >= 400 && status < 500 && status !== 401;
            setError(refused ? humanErrorMessage(failure) : PROCESSING_FAILED);
            handleMutationError(toast, failure, 'Failed to process uploaded image');
          },
        }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Upload Image</DialogTitle>
          <DialogDescription>
            One JPEG, PNG, WebP or GIF image, up to 2 MB. A larger photo is resized to fit.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={inputId}>Image file</Label>
            <Input
              id={inputId}
              type="file"
              accept={ACCEPT}
              disabled={pending}
              aria-invalid={error ? true : undefined}
              onChange={(event) => void chosen.choose(event.target.files)}
              className="h-auto cursor-pointer file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1 file:font-medium file:text-secondary-foreground file:text-sm"
            />
          </div>
          {error && <ErrorAlert>{error}</ErrorAlert>}
          <p role="status" className="text-muted-foreground text-sm empty:hidden">
            {chosen.preparing ? 'Preparing your image...' : chosen.notice}
          </p>
          <UploadProgress
            uploading={upload.isPending}
            processing={processImage.isPending}
            percentSent={Math.round(upload.fractionSent * 100)}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending || chosen.preparing || !file}>
              {pending ? 'Uploading...' : 'Upload'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
