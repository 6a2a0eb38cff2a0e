import { Link } from 'wouter';
import { Avatar, AvatarFallback, AvatarImage } from '@/client/components/ui/avatar.tsx';
import { getFullName, getInitials } from '@/client/lib/user-name.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { clientRoutes } from '@/shared/routes.ts';

/** The name the admin screen shows, and labels the role selector with. */
export function displayName(user: User): string {
  return getFullName(user) || user.email || 'Unnamed user';
}

/** Avatar, name (linking to their public profile) and, when there is one, the business name. */
export function UserIdentity({ user }: { user: User }) {
  return (
    <div className="flex min-w-0 max-w-xs items-center gap-3">
      <Avatar>
        {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
        <AvatarFallback aria-hidden="true">{getInitials(user)}</AvatarFallback>
      </Avatar>
      {/* Names are whatever people typed: 80 characters with no space must still wrap. */}
      <div className="grid min-w-0 [overflow-wrap:anywhere]">
        <Link
          href={clientRoutes.person(user.id)}
          className="justify-self-start rounded-sm font-medium underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {displayName(user)}
        </Link>
        {user.businessName && (
          <span className="text-muted-foreground text-xs">{user.businessName}</span>
        )}
      </div>
    </div>
  );
}
