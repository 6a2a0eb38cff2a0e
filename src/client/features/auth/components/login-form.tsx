import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { useLogin } from '@/client/features/auth/api/login.ts';
import { humanErrorMessage } from '@/client/lib/errors.ts';
import { applyServerFieldErrors, clearRefusalOnEdit } from '@/client/lib/form-errors.ts';
import { loginBodySchema } from '@/shared/contracts/auth.ts';
import { maxLengthsOf } from '@/shared/contracts/field-limits.ts';
import { clientRoutes } from '@/shared/routes.ts';

const MAX = maxLengthsOf(loginBodySchema);

export function LoginForm({ returnTo }: { returnTo: string | null }) {
  const form = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const loginMutation = useLogin({ returnTo });
  const { errors } = form.formState;
  // Stay disabled after success too: the page is already reloading.
  const busy = loginMutation.isPending || loginMutation.isSuccess;

  const onSubmit = form.handleSubmit((values) =>
    loginMutation.mutate(values, {
      onError: (error) => applyServerFieldErrors(error, form.setError, ['email', 'password']),
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      onInput={clearRefusalOnEdit(loginMutation)}
      noValidate
      className="grid gap-4"
    >
      {loginMutation.error && <ErrorAlert>{humanErrorMessage(loginMutation.error)}</ErrorAlert>}
      <FormField id="login-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          maxLength={MAX.email}
          {...form.register('email')}
        />
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          maxLength={MAX.password}
          {...form.register('password')}
        />
      </FormField>
      <Link
        href={clientRoutes.forgotPassword}
        className="-mt-2 justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Forgot password?
      </Link>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
