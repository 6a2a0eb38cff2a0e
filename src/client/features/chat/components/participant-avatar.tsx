import type { Participant } from '@shared/contracts/chat.ts';
import { Avatar, AvatarFallback, AvatarImage } from '../../../components/ui/avatar.tsx';
import { getInitials } from '../../../lib/user-name.ts';

/**
 * The other party's picture, else their initials. Decorative: the name is always written next
 * to it, so the initials are generated content and never read out twice.
 */
export function ParticipantAvatar({
  participant,
  className,
}: {
  participant: Participant;
  className?: string;
}) {
  return (
    <Avatar className={className}>
      {participant.profileImageUrl && <AvatarImage src={participant.profileImageUrl} alt="" />}
      <AvatarFallback
        aria-hidden="true"
        data-initials={getInitials(participant)}
        className="before:content-[attr(data-initials)]"
      />
    </Avatar>
  );
}
