import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button.tsx';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { useRequestEmailChange } from '@/client/features/accounts/api/change-email.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { errorCode, humanErrorMessage } from '@/client/lib/errors.ts';
import { applyServerFieldErrors } from '@/client/lib/form-errors.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import {
  type ChangeEmailInput,
  changeEmailBodySchema,
  SSO_EMAIL_MESSAGE,
} from '@/shared/contracts/account-settings.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { maxLengthsOf } from '@/shared/contracts/field-limits.ts';
import { SettingsCard } from './settings-card.tsx';
import { SsoNotice } from './sso-notice.tsx';

const MAX = maxLengthsOf(changeEmailBodySchema);

function currentAddress(user: User): string {
  if (!user.email) return 'Your account has no e-mail address yet.';
  return `Your address is ${user.email}${user.emailVerified ? '' : ' (not confirmed yet)'}.`;
}

export function EmailForm({ user }: { user: User }) {
  const { toast } = useToast();
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailBodySchema),
    defaultValues: { newEmail: '', password: '' },
  });
  const { errors } = form.formState;
  const requestChange = useRequestEmailChange();
  const [sent, setSent] = useState<string | null>(null);
  const [ssoMessage, setSsoMessage] = useState<string | null>(
    user.hasPassword ? null : SSO_EMAIL_MESSAGE,
  );

  const onSubmit = form.handleSubmit((values) =>
    requestChange.mutate(changeEmailBodySchema.parse(values), {
      onSuccess: (message) => {
        form.reset();
        setSent(message);
        toast({ title: 'Check your inbox', description: message });
      },
      onError: (error) => {
        if (applyServerFieldErrors(error, form.setError, ['newEmail', 'password'])) return;
        if (errorCode(error) === 'sso_account') setSsoMessage(humanErrorMessage(error));
        else handleMutationError(toast, error);
      },
    }),
  );

  return (
    <SettingsCard title="E-mail address" description={currentAddress(user)}>
      {ssoMessage ? (
        <SsoNotice>{ssoMessage}</SsoNotice>
      ) : (
        <form onSubmit={onSubmit} onInput={() => setSent(null)} noValidate className="grid gap-4">
          <FormField
            id="account-new-email"
            label="New e-mail address"
            description="We send a link there; your address changes when you open it."
            error={errors.newEmail?.message}
          >
            <Input
              type="email"
              autoComplete="email"
              maxLength={MAX.newEmail}
              {...form.register('newEmail')}
            />
          </FormField>
          <FormField id="account-email-password" label="Password" error={errors.password?.message}>
            <Input
              type="password"
              autoComplete="current-password"
              maxLength={MAX.password}
              {...form.register('password')}
            />
          </FormField>
          <div role="status" className="text-sm empty:hidden">
            {sent}
          </div>
          <Button
            type="submit"
            disabled={requestChange.isPending}
            className="sm:w-fit sm:justify-self-end"
          >
            {requestChange.isPending ? 'Sending...' : 'Send confirmation link'}
          </Button>
        </form>
      )}
    </SettingsCard>
  );
}
