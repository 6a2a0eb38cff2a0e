import { NativeSelect } from '@/client/components/ui/native-select.tsx';
import { useUpdateUserRole } from '@/client/features/admin/api/update-user-role.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { cn } from '@/client/lib/utils.ts';
import { ROLES } from '@/shared/constants.ts';
import type { User } from '@/shared/contracts/auth.ts';

type RoleSelectProps = { user: User; name: string; className?: string };

/**
 * Changes one user's role as soon as another is picked. The server refuses to demote the last
 * admin; the toast then says so and the selector goes back to the role held.
 */
export function RoleSelect({ user, name, className }: RoleSelectProps) {
  const { toast } = useToast();
  const update = useUpdateUserRole();
  // Show the pick while it is saved; a refusal falls back to the role the server still holds.
  const shown = update.isPending ? update.variables.role : user.role;

  const onChange = (value: string) => {
    const role = ROLES.find((candidate) => candidate === value);
    if (!role || role === user.role) return;
    update.mutate(
      { userId: user.id, role },
      {
        onSuccess: () => toast({ title: 'User role updated successfully.' }),
        onError: (error) => handleMutationError(toast, error),
      },
    );
  };

  return (
    <NativeSelect
      aria-label={`Role for ${name}`}
      value={shown}
      disabled={update.isPending}
      onChange={(event) => onChange(event.target.value)}
      className={cn('h-9 w-32', className)}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {role}
        </option>
      ))}
    </NativeSelect>
  );
}
