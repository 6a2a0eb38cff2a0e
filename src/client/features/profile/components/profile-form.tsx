import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button.tsx';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { useUpdateProfile } from '@/client/features/profile/api/update-profile.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { applyServerFieldErrors } from '@/client/lib/form-errors.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { SELF_SERVICE_ROLES } from '@/shared/constants.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { maxLengthsOf } from '@/shared/contracts/field-limits.ts';
import { type UpdateProfileInput, updateProfileBodySchema } from '@/shared/contracts/profile.ts';
import { DigestField } from './digest-field.tsx';
import { RoleField } from './role-field.tsx';

/** The spec's defaults: role Tester, empty texts, digest off. Admins keep their role untouched. */
function profileDefaults(user: User): UpdateProfileInput {
  return {
    role:
      user.role === 'Admin'
        ? undefined
        : (SELF_SERVICE_ROLES.find((role) => role === user.role) ?? 'Tester'),
    phone: user.phone ?? '',
    businessName: user.businessName ?? '',
    website: user.website ?? '',
    wantsWeeklyDigest: user.wantsWeeklyDigest,
  };
}

const MAX = maxLengthsOf(updateProfileBodySchema);

type ProfileFormProps = {
  user: User;
  onSaved: (user: User) => void;
};

export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const { toast } = useToast();
  const isAdmin = user.role === 'Admin';
  const form = useForm({
    resolver: zodResolver(updateProfileBodySchema),
    defaultValues: profileDefaults(user),
  });
  const { errors } = form.formState;
  const updateMutation = useUpdateProfile({
    onSuccess: (saved) => {
      toast({ title: 'Success', description: 'Profile updated successfully' });
      onSaved(saved);
    },
  });

  const onSubmit = form.handleSubmit((values) =>
    updateMutation.mutate(isAdmin ? { ...values, role: undefined } : values, {
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, ['role', 'phone', 'businessName', 'website']);
        handleMutationError(toast, error, 'Failed to update profile');
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-first-name" label="First name">
          <Input readOnly value={user.firstName ?? ''} />
        </FormField>
        <FormField id="profile-last-name" label="Last name">
          <Input readOnly value={user.lastName ?? ''} />
        </FormField>
      </div>
      <FormField id="profile-email" label="Email">
        <Input readOnly value={user.email ?? 'No email'} />
      </FormField>
      <FormField id="profile-phone" label="Phone" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" maxLength={MAX.phone} {...form.register('phone')} />
      </FormField>
      {!isAdmin && (
        <Controller
          control={form.control}
          name="role"
          render={({ field, fieldState }) => (
            <RoleField
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      <FormField
        id="profile-business-name"
        label="Business Name"
        error={errors.businessName?.message}
      >
        <Input
          autoComplete="organization"
          maxLength={MAX.businessName}
          {...form.register('businessName')}
        />
      </FormField>
      <FormField id="profile-website" label="Website" error={errors.website?.message}>
        <Input
          type="url"
          autoComplete="url"
          placeholder="https://yourcompany.com"
          maxLength={MAX.website}
          {...form.register('website')}
        />
      </FormField>
      <Controller
        control={form.control}
        name="wantsWeeklyDigest"
        render={({ field }) => (
          <DigestField checked={field.value ?? false} onChange={field.onChange} />
        )}
      />
      <Button
        type="submit"
        disabled={updateMutation.isPending}
        className="sm:min-w-28 sm:justify-self-end"
      >
        {updateMutation.isPending ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}
