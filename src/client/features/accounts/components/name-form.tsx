import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button.tsx';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { useChangeName } from '@/client/features/accounts/api/change-name.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { applyServerFieldErrors } from '@/client/lib/form-errors.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { changeNameBodySchema } from '@/shared/contracts/account-settings.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { maxLengthsOf } from '@/shared/contracts/field-limits.ts';
import { SettingsCard } from './settings-card.tsx';

const MAX = maxLengthsOf(changeNameBodySchema);

export function NameForm({ user }: { user: User }) {
  const { toast } = useToast();
  const form = useForm({
    resolver: zodResolver(changeNameBodySchema),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  const { errors } = form.formState;
  const changeName = useChangeName();

  const onSubmit = form.handleSubmit((values) =>
    changeName.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ firstName: saved.firstName ?? '', lastName: saved.lastName ?? '' });
        toast({ title: 'Name updated', description: 'Your new name shows everywhere now.' });
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError, ['firstName', 'lastName'])) {
          handleMutationError(toast, error);
        }
      },
    }),
  );

  return (
    <SettingsCard title="Name" description="How builders and testers see you on Beta Harbor.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="account-first-name" label="First name" error={errors.firstName?.message}>
            <Input
              autoComplete="given-name"
              maxLength={MAX.firstName}
              {...form.register('firstName')}
            />
          </FormField>
          <FormField id="account-last-name" label="Last name" error={errors.lastName?.message}>
            <Input
              autoComplete="family-name"
              maxLength={MAX.lastName}
              {...form.register('lastName')}
            />
          </FormField>
        </div>
        <Button
          type="submit"
          disabled={changeName.isPending}
          className="sm:w-fit sm:justify-self-end"
        >
          {changeName.isPending ? 'Saving...' : 'Change name'}
        </Button>
      </form>
    </SettingsCard>
  );
}
