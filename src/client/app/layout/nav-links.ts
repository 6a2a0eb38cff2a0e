import type { Role } from '@/shared/constants.ts';
import { clientRoutes } from '@/shared/routes.ts';

export type NavLinkItem = {
  href: string;
  label: string;
  /** Unread messages, shown as a badge beside the label (the Messages link). */
  unread?: number;
};

type RoleNavLink = NavLinkItem & {
  /** Roles that see the link; everyone signed in when absent. */
  roles?: readonly Role[];
};

const NAV_LINKS: readonly RoleNavLink[] = [
  { href: clientRoutes.home, label: 'Browse' },
  { href: clientRoutes.messages, label: 'Messages' },
  { href: clientRoutes.myDemos, label: 'My Demos', roles: ['Tester'] },
  { href: clientRoutes.builderDashboard, label: 'Dashboard', roles: ['Builder'] },
  { href: clientRoutes.admin, label: 'Admin', roles: ['Admin'] },
];

export const POST_LISTING_LINK: NavLinkItem = {
  href: clientRoutes.postListing,
  label: 'Post Software',
};

/** Browse answers at `/` and, with its filters in the URL, at `/browse`. */
export function isCurrentNavLink(location: string, href: string): boolean {
  if (href === clientRoutes.home) return location === href || location === clientRoutes.browse;
  return location === href;
}

export function navLinksFor(role: Role): NavLinkItem[] {
  return NAV_LINKS.filter((link) => !link.roles || link.roles.includes(role)).map(
    ({ href, label }) => ({ href, label }),
  );
}
