import { CLOSED_LISTING_MESSAGE } from '@shared/contracts/interests.ts';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../hooks/use-toast.ts';
import { handleMutationError } from '../../../lib/handle-mutation-error.ts';
import { useCreateInterest } from '../api/create-interest.ts';

type JoinBetaButtonProps = {
  softwareId: string;
  /** A closed beta takes no new testers; the button says why it is off. */
  closed: boolean;
};

export function JoinBetaButton({ softwareId, closed }: JoinBetaButtonProps) {
  const { toast } = useToast();
  const mutation = useCreateInterest();
  const reasonId = useId();

  const onClick = () =>
    mutation.mutate(softwareId, {
      onSuccess: () => toast({ title: "You've joined this beta test!" }),
      onError: (error) => handleMutationError(toast, error),
    });

  return (
    <div className="grid gap-2">
      <Button
        className="w-full"
        disabled={closed || mutation.isPending}
        aria-describedby={closed ? reasonId : undefined}
        onClick={onClick}
      >
        {mutation.isPending ? 'Joining...' : "I'll Test This"}
      </Button>
      {closed && (
        <p id={reasonId} className="text-muted-foreground text-sm">
          {CLOSED_LISTING_MESSAGE}.
        </p>
      )}
    </div>
  );
}
