import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { useRegister } from '@/client/features/auth/api/register.ts';
import { CheckYourEmail } from '@/client/features/auth/components/check-your-email.tsx';
import { humanErrorMessage } from '@/client/lib/errors.ts';
import {
  applyServerFieldErrors,
  clearRefusalOnEdit,
  isFieldRefusal,
} from '@/client/lib/form-errors.ts';
import { PASSWORD_MIN_LENGTH } from '@/shared/constants.ts';
import { type RegisterBody, registerBodySchema } from '@/shared/contracts/auth.ts';
import { maxLengthsOf } from '@/shared/contracts/field-limits.ts';

const MAX = maxLengthsOf(registerBodySchema);
const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/** Creating an account ends in "check your e-mail": the mailed link finishes it and signs in. */
export function RegisterForm() {
  const form = useForm({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const registerMutation = useRegister();
  const { errors } = form.formState;
  const [sent, setSent] = useState<{ account: RegisterBody; times: number } | null>(null);

  const send = (account: RegisterBody) =>
    registerMutation.mutate(account, {
      onSuccess: () => setSent((was) => ({ account, times: (was?.times ?? 0) + 1 })),
      onError: (error) => applyServerFieldErrors(error, form.setError, FIELDS),
    });

  if (sent) {
    return (
      <CheckYourEmail
        email={sent.account.email}
        sentAgain={sent.times > 1}
        resending={registerMutation.isPending}
        error={registerMutation.error && humanErrorMessage(registerMutation.error)}
        onResend={() => send(sent.account)}
        onChangeAddress={() => {
          registerMutation.reset();
          setSent(null);
          form.resetField('email');
        }}
      />
    );
  }

  return (
    <form
      onSubmit={form.handleSubmit(send)}
      onInput={clearRefusalOnEdit(registerMutation)}
      noValidate
      className="grid gap-4"
    >
      {registerMutation.error && !isFieldRefusal(registerMutation.error, FIELDS) && (
        <ErrorAlert>{humanErrorMessage(registerMutation.error)}</ErrorAlert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="register-first-name" label="First name" error={errors.firstName?.message}>
          <Input
            autoComplete="given-name"
            maxLength={MAX.firstName}
            {...form.register('firstName')}
          />
        </FormField>
        <FormField id="register-last-name" label="Last name" error={errors.lastName?.message}>
          <Input
            autoComplete="family-name"
            maxLength={MAX.lastName}
            {...form.register('lastName')}
          />
        </FormField>
      </div>
      <FormField id="register-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          maxLength={MAX.email}
          {...form.register('email')}
        />
      </FormField>
      <FormField
        id="register-password"
        label="Password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
      >
        <Input
          type="password"
          autoComplete="new-password"
          maxLength={MAX.password}
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" disabled={registerMutation.isPending} className="w-full">
        {registerMutation.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
