import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Button } from '@/client/components/ui/button.tsx';
import { useCreateSaved } from '@/client/features/saved/api/create-saved.ts';
import { useDeleteSaved } from '@/client/features/saved/api/delete-saved.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { currentPath, loginUrl, navigateTo } from '@/client/lib/navigation.ts';
import { cn } from '@/client/lib/utils.ts';

type SaveToggleProps = {
  listingId: string;
  isSaved: boolean;
  /** Signed out, a click goes to sign-in (and back here) instead of saving. */
  signedIn: boolean;
  /** "Save" on a card, "Save for Later" on the detail page. */
  saveLabel?: string;
  /** Id of the listing's name: a grid has many "Save" buttons, and each says which it is for. */
  describedBy?: string;
  size?: 'sm' | 'default';
  className?: string;
};

export function SaveToggle({
  listingId,
  isSaved,
  signedIn,
  saveLabel = 'Save',
  describedBy,
  size = 'sm',
  className,
}: SaveToggleProps) {
  const { toast } = useToast();
  const saveMutation = useCreateSaved();
  const unsaveMutation = useDeleteSaved();
  const pending = saveMutation.isPending || unsaveMutation.isPending;

  const onClick = () => {
    if (pending) return;
    if (!signedIn) {
      navigateTo(loginUrl(currentPath()));
      return;
    }
    const mutation = isSaved ? unsaveMutation : saveMutation;
    mutation.mutate(listingId, {
      // The spec's one confirmation for both directions.
      onSuccess: () => toast({ title: 'Success', description: 'Saved.' }),
      onError: (error) => handleMutationError(toast, error),
    });
  };

  const Icon = isSaved ? BookmarkCheck : Bookmark;
  return (
    <Button
      type="button"
      variant={isSaved ? 'secondary' : 'outline'}
      size={size}
      // Marked, not `disabled`, while the change is on its way: a disabled button loses keyboard
      // focus to the page body, and the person would have to find their place again.
      aria-disabled={pending || undefined}
      aria-describedby={describedBy}
      onClick={onClick}
      className={cn(isSaved && 'border border-transparent', className)}
    >
      <Icon aria-hidden="true" />
      {isSaved ? 'Saved' : saveLabel}
    </Button>
  );
}
