import { Link, useLocation } from 'wouter';
import { Badge } from '@/client/components/ui/badge.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import {
  type InvitationAnswer,
  useAnswerInvitation,
} from '@/client/features/matching/api/my-invitations.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { getFullName } from '@/client/lib/user-name.ts';
import type { Invitation } from '@/shared/contracts/matching.ts';
import { clientRoutes } from '@/shared/routes.ts';

/** Who invited: the business's name when they gave one, else theirs. */
const builderName = ({ builder }: Invitation) =>
  builder.businessName || getFullName(builder) || 'A builder';

export function InvitationItem({ invitation }: { invitation: Invitation }) {
  const { toast } = useToast();
  const [, setLocation] = useLocation();
  const answer = useAnswerInvitation();
  const { listing } = invitation;
  const listingPath = clientRoutes.listing(listing.id);
  const pending = invitation.status === 'Pending';

  const send = (choice: InvitationAnswer) =>
    answer.mutate(
      { id: invitation.id, answer: choice },
      {
        // Joining happens on the listing, as it does for anyone, questions and terms included.
        onSuccess: () =>
          choice === 'accept'
            ? setLocation(listingPath)
            : toast({
                title: 'Invitation ignored',
                description: `${listing.name} will not ask again.`,
              }),
        onError: (error) => handleMutationError(toast, error),
      },
    );

  return (
    <li className="grid min-w-0 gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <h3 className="min-w-0 font-semibold wrap-anywhere">{listing.name}</h3>
        {!pending && <Badge variant="secondary">{invitation.status}</Badge>}
      </div>
      <p className="text-muted-foreground text-sm wrap-anywhere">
        {builderName(invitation)} invited you to their test cycle.
      </p>
      {invitation.message && (
        <blockquote className="border-l-2 pl-3 text-sm wrap-anywhere whitespace-pre-line">
          {invitation.message}
        </blockquote>
      )}
      <div className="flex flex-wrap gap-2">
        {pending ? (
          <>
            <Button
              type="button"
              size="sm"
              disabled={answer.isPending}
              onClick={() => send('accept')}
            >
              View and join <span className="sr-only">{listing.name}</span>
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={answer.isPending}
              onClick={() => send('ignore')}
            >
              Ignore <span className="sr-only">the invitation to {listing.name}</span>
            </Button>
          </>
        ) : (
          <Button asChild size="sm" variant="outline">
            <Link href={listingPath}>
              View <span className="sr-only">{listing.name}</span>
            </Link>
          </Button>
        )}
      </div>
    </li>
  );
}
