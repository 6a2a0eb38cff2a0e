import { getInitials } from '@/client/lib/user-name.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { Avatar, AvatarFallback, AvatarImage } from './ui/avatar.tsx';

type Person = Pick<User, 'firstName' | 'lastName' | 'profileImageUrl'>;

/**
 * The profile image, else the initials. Always a decorative picture of someone whose name is
 * given elsewhere (the control's label, the name beside it), so the initials are drawn as
 * generated content rather than text: nothing is read out twice and a control's name stays
 * exactly its label (WCAG 2.5.3, label in name).
 */
export function PersonAvatar({ person, className }: { person: Person; className?: string }) {
  return (
    <Avatar className={className}>
      {person.profileImageUrl && <AvatarImage src={person.profileImageUrl} alt="" />}
      <AvatarFallback
        aria-hidden="true"
        data-initials={getInitials(person)}
        className="before:content-[attr(data-initials)]"
      />
    </Avatar>
  );
}
