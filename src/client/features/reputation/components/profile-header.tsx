import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { PersonAvatar } from '@/client/components/person-avatar.tsx';
import { VisitWebsiteLink } from '@/client/components/visit-website-link.tsx';
import { getFullName } from '@/client/lib/user-name.ts';
import type { PersonProfile } from '@/shared/contracts/reputation.ts';
import { ANSWER_BADGE_LINES } from '@/shared/contracts/reputation-rules.ts';

// The server keeps websites http(s); a link of another scheme is never made clickable here.
const isWebLink = (url: string) => /^https?:\/\//i.test(url);

type ProfileHeaderProps = {
  profile: PersonProfile;
  /** Controls about the person (Report), from the screen. */
  actions?: ReactNode;
};

/** Who the person is: picture, name, role, since when, and their business. */
export function ProfileHeader({ profile, actions }: ProfileHeaderProps) {
  return (
    <header className="flex min-w-0 flex-col gap-4 sm:flex-row sm:items-center">
      <PersonAvatar person={profile} className="size-20 shrink-0 text-2xl" />
      <div className="grid min-w-0 gap-1">
        <h1 className="font-bold text-3xl tracking-tight wrap-anywhere">
          {getFullName(profile) || 'Unnamed member'}
        </h1>
        <p className="text-muted-foreground">
          {profile.role} · Member since {format(new Date(profile.memberSince), 'MMMM yyyy')}
        </p>
        {profile.businessName && <p className="font-medium">{profile.businessName}</p>}
        {profile.website && isWebLink(profile.website) && (
          <VisitWebsiteLink href={profile.website} className="w-fit" />
        )}
        {profile.answerBadge && (
          <p className="font-medium text-emerald-700 dark:text-emerald-400">
            {ANSWER_BADGE_LINES[profile.answerBadge]}
          </p>
        )}
        {actions}
      </div>
    </header>
  );
}
