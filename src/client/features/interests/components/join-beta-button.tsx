import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/client/components/ui/button.tsx';
import { useCreateInterest } from '@/client/features/interests/api/create-interest.ts';
import { joinToast } from '@/client/features/interests/utils/standing-text.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { errorCode, isUnauthorizedError } from '@/client/lib/errors.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import { CLOSED_LISTING_MESSAGE } from '@/shared/contracts/interest-messages.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import type { ScreeningAnswers } from '@/shared/contracts/screening.ts';
import { ScreeningDialog } from './screening-dialog.tsx';

type JoinBetaButtonProps = {
  listing: Pick<
    Listing,
    'id' | 'name' | 'status' | 'screeningQuestions' | 'placesLeft' | 'agreementVersion'
  >;
};

/**
 * "I'll Test This": joins at once, or first asks the listing's questions and its terms to accept
 * in a dialog. A full beta
 * takes testers only into its line, and the button says so. A closed beta takes no new testers,
 * and the button says why it is off.
 */
export function JoinBetaButton({ listing }: JoinBetaButtonProps) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useCreateInterest();
  const [asking, setAsking] = useState(false);
  const reasonId = useId();
  const closed = listing.status === 'Closed';
  // Questions to answer or terms to accept: the dialog asks them before the join.
  const asks = listing.screeningQuestions.length > 0 || listing.agreementVersion !== null;
  const joinLabel = !closed && listing.placesLeft === 0 ? 'Join the waitlist' : "I'll Test This";

  const join = (answers: ScreeningAnswers, agreementVersion?: number) =>
    mutation.mutate(
      { softwareId: listing.id, answers, agreementVersion },
      {
        onSuccess: (interest) => {
          setAsking(false);
          toast(joinToast(interest));
        },
        onError: (error) => {
          // The dialog shows its refusals; refused answers mean the questions changed meanwhile,
          // and refused terms that the builder set or changed them.
          const code = errorCode(error);
          const termsRefused = code === 'agreement_required' || code === 'agreement_changed';
          if ((asks && code === 'validation_failed') || termsRefused) {
            void queryClient.invalidateQueries({ queryKey: queryKeys.listing(listing.id) });
          }
          // Terms set since the page loaded: the dialog opens on them once the listing is read.
          if (termsRefused) setAsking(true);
          else if (!asks || isUnauthorizedError(error)) handleMutationError(toast, error);
        },
      },
    );

  return (
    <div className="grid gap-2">
      <Button
        className="w-full"
        disabled={closed || mutation.isPending}
        aria-describedby={closed ? reasonId : undefined}
        onClick={() => (asks ? setAsking(true) : join({}))}
      >
        {mutation.isPending ? 'Joining...' : joinLabel}
      </Button>
      {closed && (
        <p id={reasonId} className="text-muted-foreground text-sm">
          {CLOSED_LISTING_MESSAGE}.
        </p>
      )}
      {asks && (
        <ScreeningDialog
          listing={listing}
          open={asking}
          onOpenChange={setAsking}
          join={mutation}
          onSubmit={join}
        />
      )}
    </div>
  );
}
