import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { PersonAvatar } from '@/client/components/person-avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu.tsx';
import { UnreadBadge } from '@/client/features/chat/components/unread-badge.tsx';
import { ThemeMenuItems } from '@/client/features/theme/components/theme-menu-items.tsx';
import { badgeCount } from '@/client/lib/badge-count.ts';
import { signOut } from '@/client/lib/sign-out.ts';
import { getFullName } from '@/client/lib/user-name.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { clientRoutes } from '@/shared/routes.ts';
import type { NavLinkItem } from './nav-links.ts';

type AvatarMenuProps = {
  user: User;
  /** The bar's links; listed here only on small screens, where the bar has no room for them. */
  links: NavLinkItem[];
};

export function AvatarMenu({ user, links }: AvatarMenuProps) {
  const unread = links.reduce((total, link) => total + (link.unread ?? 0), 0);
  return (
    // Not modal: a modal menu hides the page from assistive technology with aria-hidden while its
    // links stay focusable (axe's aria-hidden-focus). Focus still moves into the menu and Escape
    // returns it to the trigger.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="relative rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <PersonAvatar person={user} />
        {/* On a phone the menu holds the links, so its avatar shows their unread count too; the
            count's words are read on the Messages link, in the menu and the bottom bar. */}
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 font-semibold text-[11px] text-primary-foreground tabular-nums ring-2 ring-background md:hidden"
          >
            {badgeCount(unread)}
          </span>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-semibold">{getFullName(user)}</span>
          <span className="truncate text-muted-foreground text-xs">{user.email ?? 'No email'}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup className="md:hidden">
          {links.map((link) => (
            <DropdownMenuItem key={link.href} asChild>
              <Link href={link.href}>
                {link.label}
                <UnreadBadge count={link.unread ?? 0} className="ml-auto" />
              </Link>
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
        </DropdownMenuGroup>
        <DropdownMenuItem asChild>
          <Link href={clientRoutes.profile}>
            <UserRound aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <ThemeMenuItems />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
