import { ConfirmDialog } from '@/client/components/confirm-dialog.tsx';
import { Button } from '@/client/components/ui/button.tsx';

type CancelPostButtonProps = {
  hasInput: boolean;
  onCancel: () => void;
  /** The question asked first: "Discard this listing?" on the post form. */
  title?: string;
};

/** Leaves the post or edit form; asks first when leaving would throw away what was typed. */
export function CancelPostButton({
  hasInput,
  onCancel,
  title = 'Discard this listing?',
}: CancelPostButtonProps) {
  const button = (
    <Button type="button" variant="outline" onClick={hasInput ? undefined : onCancel}>
      Cancel
    </Button>
  );
  if (!hasInput) return button;
  return (
    <ConfirmDialog
      trigger={button}
      title={title}
      description="What you have entered will be lost."
      confirmLabel="Discard"
      cancelLabel="Keep editing"
      onConfirm={onCancel}
    />
  );
}
