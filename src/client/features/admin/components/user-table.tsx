import { formatTimeAgo } from '@/client/lib/format-date.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { RoleBadge } from './role-badge.tsx';
import { RoleSelect } from './role-select.tsx';
import { AdminTableRegion, HeaderCell } from './table-region.tsx';
import { displayName, UserIdentity } from './user-identity.tsx';

/** Every account with its role, newest first; the last column changes the role. */
export function UserTable({ users }: { users: User[] }) {
  return (
    <AdminTableRegion label="Users">
      <thead>
        <tr>
          <HeaderCell>User</HeaderCell>
          <HeaderCell>Email</HeaderCell>
          <HeaderCell>Role</HeaderCell>
          <HeaderCell>Joined</HeaderCell>
          <HeaderCell>Change role</HeaderCell>
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
          </tr>
        ))}
      </tbody>
    </AdminTableRegion>
  );
}
