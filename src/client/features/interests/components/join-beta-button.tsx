import { useId } from 'react';
import { Button } from '@/client/components/ui/button.tsx';
import { useCreateInterest } from '@/client/features/interests/api/create-interest.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { CLOSED_LISTING_MESSAGE } from '@/shared/contracts/interests.ts';

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
