import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { useRegister } from '@/client/features/auth/api/register.ts';
import { humanErrorMessage } from '@/client/lib/errors.ts';
import { applyServerFieldErrors, clearRefusalOnEdit } from '@/client/lib/form-errors.ts';
import { PASSWORD_MIN_LENGTH } from '@/shared/constants.ts';
import { registerBodySchema } from '@/shared/contracts/auth.ts';
import { maxLengthsOf } from '@/shared/contracts/field-limits.ts';

const MAX = maxLengthsOf(registerBodySchema);

export function RegisterForm({ returnTo }: { returnTo: string | null }) {
  const form = useForm({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const registerMutation = useRegister({ returnTo });
  const { errors } = form.formState;
  // Stay disabled after success too: the page is already reloading.
  const busy = registerMutation.isPending || registerMutation.isSuccess;

  const onSubmit = form.handleSubmit((values) =>
    registerMutation.mutate(values, {
      onError: (error) =>
        applyServerFieldErrors(error, form.setError, [
          'firstName',
          'lastName',
          'email',
          'password',
        ]),
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      onInput={clearRefusalOnEdit(registerMutation)}
      noValidate
      className="grid gap-4"
    >
      {registerMutation.error && (
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
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
