import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { useResetPassword } from '@/client/features/accounts/api/reset-password.ts';
import { humanErrorMessage, parseApiError } from '@/client/lib/errors.ts';
import { applyServerFieldErrors, clearRefusalOnEdit } from '@/client/lib/form-errors.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/shared/constants.ts';
import { newPasswordField, type User } from '@/shared/contracts/auth.ts';
import { z } from '@/shared/contracts/zod.ts';
import { AskForNewLink } from './ask-for-new-link.tsx';

const passwordFormSchema = z.object({ password: newPasswordField });

/**
 * Chooses the new password for the link's token. A link the server refuses (expired, used,
 * forged) is said in its words, with the way to ask for a new one: the screen checked it on
 * opening, but another tab may have used it since.
 */
export function ResetPasswordForm({
  token,
  onReset,
}: {
  token: string;
  onReset: (user: User) => void;
}) {
  const form = useForm({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { password: '' },
  });
  const reset = useResetPassword();
  const { errors } = form.formState;
  const refused = parseApiError(reset.error)?.errors;
  const badLink = Boolean(refused?.token);
  const busy = reset.isPending || reset.isSuccess;

  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: onReset,
        onError: (error) => applyServerFieldErrors(error, form.setError, ['password']),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} onInput={clearRefusalOnEdit(reset)} noValidate className="grid gap-4">
      {/* A refused password shows under its field; anything else, the link above all, here. */}
      {reset.error && !refused?.password && (
        <ErrorAlert>
          <p>{humanErrorMessage(reset.error)}</p>
          {badLink && <AskForNewLink />}
        </ErrorAlert>
      )}
      <FormField
        id="reset-password"
        label="New password"
        description={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. A few unrelated words make a strong one.`}
        error={errors.password?.message}
      >
        <Input
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? 'Saving password...' : 'Set New Password'}
      </Button>
    </form>
  );
}
