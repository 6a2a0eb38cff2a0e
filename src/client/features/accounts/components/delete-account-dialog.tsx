import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
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
import { Input } from '@/client/components/ui/input.tsx';
import { useDeleteAccount } from '@/client/features/accounts/api/delete-account.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { humanErrorMessage, parseApiError } from '@/client/lib/errors.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import { DELETE_CONFIRMATION_WORD } from '@/shared/contracts/account-data.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { clientRoutes } from '@/shared/routes.ts';

/**
 * Deletes the account once the owner proves it is them: the password, or, for an account that
 * signs in only through single sign-on, the typed confirmation word.
 */
export function DeleteAccountDialog({ user }: { user: Pick<User, 'hasPassword'> }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const field = user.hasPassword ? 'password' : 'confirmation';
  const deletion = useDeleteAccount({
    onSuccess: () => {
      // Signed out now, and nothing read while signed in belongs on screen any more.
      queryClient.setQueryData(queryKeys.session, null);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== queryKeys.session[0],
      });
      toast({ title: 'Your account has been deleted' });
      navigate(clientRoutes.home);
    },
  });
  const fieldError = parseApiError(deletion.error)?.errors?.[field];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    deletion.mutate({ [field]: value });
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setValue('');
    deletion.reset();
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">Delete account</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription>
              Your profile, listings, joins and saved software are deleted for good, and you are
              signed out everywhere. Messages you sent stay in the other person's conversation, from
              "Deleted user". This cannot be undone.
            </AlertDialogDescription>
          </div>
          {deletion.error && !fieldError && (
            <ErrorAlert>{humanErrorMessage(deletion.error)}</ErrorAlert>
          )}
          {user.hasPassword ? (
            <FormField id="delete-account-password" label="Password" error={fieldError}>
              <Input
                type="password"
                autoComplete="current-password"
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
            </FormField>
          ) : (
            <FormField
              id="delete-account-confirmation"
              label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
              error={fieldError}
            >
              <Input
                autoComplete="off"
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
            </FormField>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <Button
              type="submit"
              variant="destructive"
              disabled={deletion.isPending || deletion.isSuccess || value.length === 0}
            >
              {deletion.isPending ? 'Deleting...' : 'Delete account'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
