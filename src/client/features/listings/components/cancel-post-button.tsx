import { ConfirmDialog } from '@/client/components/confirm-dialog.tsx';
import { Button } from '@/client/components/ui/button.tsx';

type CancelPostButtonProps = { hasInput: boolean; onCancel: () => void };

/** Leaves the post form; asks first when leaving would throw away what the builder typed. */
export function CancelPostButton({ hasInput, onCancel }: CancelPostButtonProps) {
  const button = (
    <Button type="button" variant="outline" onClick={hasInput ? undefined : onCancel}>
      Cancel
    </Button>
  );
  if (!hasInput) return button;
  return (
    <ConfirmDialog
      trigger={button}
      title="Discard this listing?"
      description="What you have entered will be lost."
      confirmLabel="Discard"
      cancelLabel="Keep editing"
      onConfirm={onCancel}
    />
  );
}
