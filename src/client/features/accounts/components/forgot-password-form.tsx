import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { useRequestPasswordReset } from '@/client/features/accounts/api/request-password-reset.ts';
import { humanErrorMessage } from '@/client/lib/errors.ts';
import { applyServerFieldErrors, clearRefusalOnEdit } from '@/client/lib/form-errors.ts';
import { maxLengthsOf } from '@/shared/contracts/field-limits.ts';
import { forgotPasswordBodySchema } from '@/shared/contracts/password-reset.ts';

const MAX = maxLengthsOf(forgotPasswordBodySchema);

/** Asks for a reset link; afterwards says what happens next, the same for every address. */
export function ForgotPasswordForm() {
  const form = useForm({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const request = useRequestPasswordReset();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onError: (error) => applyServerFieldErrors(error, form.setError, ['email']),
    }),
  );

  if (request.isSuccess) {
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-md border bg-muted/40 p-4 text-sm"
      >
        <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-medium">{request.data.message}</p>
          <p className="text-muted-foreground">
            The link works once, for 60 minutes. Nothing there? Check your spam folder, or ask again
            in a few minutes.
          </p>
        </div>
      </div>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      onInput={clearRefusalOnEdit(request)}
      noValidate
      className="grid gap-4"
    >
      {request.error && <ErrorAlert>{humanErrorMessage(request.error)}</ErrorAlert>}
      <FormField id="forgot-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          maxLength={MAX.email}
          {...form.register('email')}
        />
      </FormField>
      <Button type="submit" disabled={request.isPending} className="w-full">
        {request.isPending ? 'Sending link...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
