import type { User } from '@shared/contracts/auth.ts';
import { Avatar, AvatarFallback, AvatarImage } from '../../components/ui/avatar.tsx';
import { getInitials } from '../../lib/user-name.ts';

/**
 * The profile image, else the initials. Both are a picture of the person inside a control that
 * has its own name, so the initials are drawn as generated content rather than text: the
 * control's name stays exactly its label (WCAG 2.5.3, label in name).
 */
export function UserAvatar({ user, className }: { user: User; className?: string }) {
  return (
    <Avatar className={className}>
      {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
      <AvatarFallback
        aria-hidden="true"
        data-initials={getInitials(user)}
        className="before:content-[attr(data-initials)]"
      />
    </Avatar>
  );
}
