import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useToast } from '@/client/hooks/use-toast.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { cn } from '@/client/lib/utils.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Button } from './ui/button.tsx';

type RemoveListingButtonProps = {
  listingId: string;
  /** The feature's delete mutation; it refreshes whichever lists the removal changes. */
  mutation: UseMutationResult<void, Error, string>;
  /** The button's icon and word. */
  children: ReactNode;
  /** The button names its listing: by a label of its own, or by pointing at the row's heading. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
  /** After the removal succeeded, e.g. to leave a page about the listing. */
  onRemoved?: () => void;
  title: string;
  description: string;
  confirmLabel: string;
  successTitle: string;
  errorMessage: string;
};

/**
 * Takes a listing out of one of the user's lists (leaving a beta, unsaving, deleting) once they
 * confirm, and says how it went.
 */
export function RemoveListingButton({
  listingId,
  mutation,
  children,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  className,
  onRemoved,
  title,
  description,
  confirmLabel,
  successTitle,
  errorMessage,
}: RemoveListingButtonProps) {
  const { toast } = useToast();

  const onConfirm = () =>
    mutation.mutate(listingId, {
      onSuccess: () => {
        toast({ title: successTitle });
        onRemoved?.();
      },
      onError: (error) => handleMutationError(toast, error, errorMessage),
    });

  return (
    <ConfirmDialog
      trigger={
        <Button
          size="sm"
          variant="outline"
          className={cn('text-destructive', className)}
          aria-label={ariaLabel}
          aria-describedby={ariaDescribedBy}
          disabled={mutation.isPending}
        >
          {children}
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      onConfirm={onConfirm}
    />
  );
}
