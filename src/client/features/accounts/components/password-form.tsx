import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button.tsx';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { useChangePassword } from '@/client/features/accounts/api/change-password.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { errorCode, humanErrorMessage } from '@/client/lib/errors.ts';
import { applyServerFieldErrors } from '@/client/lib/form-errors.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { PASSWORD_MIN_LENGTH } from '@/shared/constants.ts';
import {
  changePasswordBodySchema,
  SSO_PASSWORD_MESSAGE,
} from '@/shared/contracts/account-settings.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { maxLengthsOf } from '@/shared/contracts/field-limits.ts';
import { SettingsCard } from './settings-card.tsx';
import { SsoNotice } from './sso-notice.tsx';

const MAX = maxLengthsOf(changePasswordBodySchema);

export function PasswordForm({ user }: { user: User }) {
  const { toast } = useToast();
  const form = useForm({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;
  const changePassword = useChangePassword();
  // An account without a password signs in through its provider; the server has the last word.
  const [ssoMessage, setSsoMessage] = useState<string | null>(
    user.hasPassword ? null : SSO_PASSWORD_MESSAGE,
  );

  const onSubmit = form.handleSubmit((values) =>
    changePassword.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast({
          title: 'Password changed',
          description: 'You stay signed in here; everywhere else you have been signed out.',
        });
      },
      onError: (error) => {
        if (applyServerFieldErrors(error, form.setError, ['currentPassword', 'newPassword']))
          return;
        if (errorCode(error) === 'sso_account') setSsoMessage(humanErrorMessage(error));
        else handleMutationError(toast, error);
      },
    }),
  );

  return (
    <SettingsCard
      title="Password"
      description="Changing it signs you out on every other device and browser."
    >
      {ssoMessage ? (
        <SsoNotice>{ssoMessage}</SsoNotice>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField
            id="account-current-password"
            label="Current password"
            error={errors.currentPassword?.message}
          >
            <Input
              type="password"
              autoComplete="current-password"
              maxLength={MAX.currentPassword}
              {...form.register('currentPassword')}
            />
          </FormField>
          <FormField
            id="account-new-password"
            label="New password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters; a few unrelated words make a strong one.`}
            error={errors.newPassword?.message}
          >
            <Input
              type="password"
              autoComplete="new-password"
              maxLength={MAX.newPassword}
              {...form.register('newPassword')}
            />
          </FormField>
          <Button
            type="submit"
            disabled={changePassword.isPending}
            className="sm:w-fit sm:justify-self-end"
          >
            {changePassword.isPending ? 'Changing...' : 'Change password'}
          </Button>
        </form>
      )}
    </SettingsCard>
  );
}
