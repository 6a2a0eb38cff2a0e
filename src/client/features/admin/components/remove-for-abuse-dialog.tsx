import { zodResolver } from '@hookform/resolvers/zod';
import { UserX } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/client/components/ui/alert-dialog.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Textarea } from '@/client/components/ui/textarea.tsx';
import { useRemoveForAbuse } from '@/client/features/admin/api/remove-for-abuse.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { humanErrorMessage, isUnauthorizedError } from '@/client/lib/errors.ts';
import { applyServerFieldErrors } from '@/client/lib/form-errors.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { cn } from '@/client/lib/utils.ts';
import { type RemoveForAbuseBody, removeForAbuseBodySchema } from '@/shared/contracts/admin.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { maxLengthsOf } from '@/shared/contracts/field-limits.ts';

const MAX = maxLengthsOf(removeForAbuseBodySchema);

type RemoveForAbuseDialogProps = {
  user: User;
  name: string;
  /**
   * Called once the dialog has closed after a removal: the row and its button are about to go,
   * so focus cannot return to them and the list decides where it goes instead.
   */
  onRemoved: () => void;
  className?: string;
};

/** Removes one account for abuse, once the admin has said why (the audit log keeps the reason). */
export function RemoveForAbuseDialog({
  user,
  name,
  onRemoved,
  className,
}: RemoveForAbuseDialogProps) {
  const [open, setOpen] = useState(false);
  const removed = useRef(false);

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        // A removal whose re-read failed leaves the row, and its next closing is a plain one.
        if (next) removed.current = false;
        setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Remove for abuse: ${name}`}
          className={cn('text-destructive hover:text-destructive', className)}
        >
          <UserX aria-hidden="true" />
          Remove for abuse
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        className="max-h-[calc(100vh-2rem)] overflow-y-auto"
        onCloseAutoFocus={(event) => {
          if (!removed.current) return;
          event.preventDefault();
          onRemoved();
        }}
      >
        <ReasonForm
          user={user}
          name={name}
          onDone={() => {
            removed.current = true;
            setOpen(false);
          }}
        />
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Mounted with each opening, so a reopened dialog starts with an empty reason and no error. */
function ReasonForm({ user, name, onDone }: { user: User; name: string; onDone: () => void }) {
  const { toast } = useToast();
  const removal = useRemoveForAbuse();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<RemoveForAbuseBody>({
    resolver: zodResolver(removeForAbuseBodySchema),
    defaultValues: { reason: '' },
  });
  const reasonError = form.formState.errors.reason?.message;

  const onSubmit = form.handleSubmit(({ reason }) => {
    setRefusal(null);
    removal.mutate(
      { userId: user.id, reason },
      {
        onSuccess: () => {
          toast({ title: 'Account removed', description: `${name} was removed for abuse.` });
          onDone();
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, form.setError, ['reason'])) return;
          // A lost session signs in again; every other refusal (the admin's own account, one
          // already gone, the last admin) is the server's to explain, here beside the form.
          if (isUnauthorizedError(error)) handleMutationError(toast, error);
          else setRefusal(humanErrorMessage(error));
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid min-w-0 gap-4">
      <div className="grid gap-2">
        <AlertDialogTitle className="[overflow-wrap:anywhere]">
          Remove {name} for abuse?
        </AlertDialogTitle>
        <AlertDialogDescription>
          Their account is deleted, they are signed out everywhere, and their ratings of others stop
          counting. This cannot be undone.
        </AlertDialogDescription>
      </div>
      {refusal && <ErrorAlert>{refusal}</ErrorAlert>}
      <FormField
        id={`remove-for-abuse-reason-${user.id}`}
        label="Reason"
        description="Kept in the audit log with the removal."
        error={reasonError}
      >
        <Textarea
          rows={4}
          maxLength={MAX.reason}
          aria-required="true"
          {...form.register('reason')}
        />
      </FormField>
      <AlertDialogFooter>
        <AlertDialogCancel>Cancel</AlertDialogCancel>
        <Button type="submit" variant="destructive" disabled={removal.isPending}>
          {removal.isPending ? 'Removing...' : 'Remove account'}
        </Button>
      </AlertDialogFooter>
    </form>
  );
}
