import { formatTimeAgo } from '@/client/lib/format-date.ts';
import { RemoveForAbuseDialog } from './remove-for-abuse-dialog.tsx';
import { RoleBadge } from './role-badge.tsx';
import { RoleSelect } from './role-select.tsx';
import { displayName, UserIdentity } from './user-identity.tsx';
import type { UserListProps } from './user-table.tsx';

/** The user table's rows as cards, for screens too narrow for its columns. */
export function UserCards({ users, currentUserId, onRemoved }: UserListProps) {
  return (
    <ul aria-label="Users" className="grid gap-3">
      {users.map((user) => (
        <li key={user.id} className="grid gap-3 rounded-lg border p-4">
          <div className="flex items-start justify-between gap-3">
            <UserIdentity user={user} />
            <RoleBadge role={user.role} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Email</dt>
            <dd className="break-all">
              {user.email ?? <span className="text-muted-foreground">No email</span>}
            </dd>
            <dt className="text-muted-foreground">Joined</dt>
            <dd>{formatTimeAgo(user.createdAt)}</dd>
          </dl>
          <RoleSelect user={user} name={displayName(user)} className="w-full" />
          {user.id !== currentUserId && (
            <RemoveForAbuseDialog
              user={user}
              name={displayName(user)}
              onRemoved={onRemoved}
              className="w-full"
            />
          )}
        </li>
      ))}
    </ul>
  );
}
