import { useMyInvitations } from '@/client/features/matching/api/my-invitations.ts';
import { InvitationItem } from '@/client/features/matching/components/invitation-item.tsx';

const HEADING_ID = 'invitations-heading';

/** The tester's invitations on My Demos, pending first; nothing at all while there are none. */
export function MyInvitations() {
  const invitations = useMyInvitations();
  if (!invitations.data || invitations.data.length === 0) return null;
  return (
    <section aria-labelledby={HEADING_ID} className="mb-8 grid gap-3">
      <h2 id={HEADING_ID} className="font-semibold text-xl tracking-tight">
        Invitations
      </h2>
      <ul className="grid gap-3">
        {invitations.data.map((invitation) => (
          <InvitationItem key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}
