import { formatTimeAgo } from '@/client/lib/format-date.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { RemoveForAbuseDialog } from './remove-for-abuse-dialog.tsx';
import { RoleBadge } from './role-badge.tsx';
import { RoleSelect } from './role-select.tsx';
import { AdminTableRegion, HeaderCell } from './table-region.tsx';
import { displayName, UserIdentity } from './user-identity.tsx';

/** What the table and its narrow-screen cards both list the users with. */
export type UserListProps = {
  users: User[];
  /** The signed-in admin, who cannot remove their own account for abuse. */
  currentUserId: string;
  /** Where focus goes once a removed user's row, and the button that was focused, is gone. */
  onRemoved: () => void;
};

/** Every account with its role, newest first; the last columns change the role or remove it. */
export function UserTable({ users, currentUserId, onRemoved }: UserListProps) {
  return (
    <AdminTableRegion label="Users">
      <thead>
        <tr>
          <HeaderCell>User</HeaderCell>
          <HeaderCell>Email</HeaderCell>
          <HeaderCell>Role</HeaderCell>
          <HeaderCell>Joined</HeaderCell>
          <HeaderCell>Change role</HeaderCell>
          <HeaderCell>Moderation</HeaderCell>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id} className="border-t align-middle">
            <td className="px-4 py-3">
              <UserIdentity user={user} />
            </td>
            <td className="px-4 py-3">
              {user.email ?? <span className="text-muted-foreground">No email</span>}
            </td>
            <td className="px-4 py-3">
              <RoleBadge role={user.role} />
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
              {formatTimeAgo(user.createdAt)}
            </td>
            <td className="px-4 py-3">
              <RoleSelect user={user} name={displayName(user)} />
            </td>
            <td className="px-4 py-3">
              {user.id === currentUserId ? (
                <span className="text-muted-foreground">You</span>
              ) : (
                <RemoveForAbuseDialog user={user} name={displayName(user)} onRemoved={onRemoved} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTableRegion>
  );
}
