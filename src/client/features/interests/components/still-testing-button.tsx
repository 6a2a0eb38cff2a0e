import { Button } from '@/client/components/ui/button.tsx';
import { useConfirmStillTesting } from '@/client/features/interests/api/confirm-still-testing.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';

/** An Accepted tester keeps their place by saying so; silence for too long releases it. */
export function StillTestingButton({ listingId }: { listingId: string }) {
  const { toast } = useToast();
  const mutation = useConfirmStillTesting();
  return (
    <Button
      variant="outline"
      className="w-full"
      disabled={mutation.isPending}
      onClick={() =>
        mutation.mutate(listingId, {
          onSuccess: () =>
            toast({
              title: 'Thanks for letting the builder know',
              description: 'Your place in this beta is kept.',
            }),
          onError: (error) => handleMutationError(toast, error),
        })
      }
    >
      {mutation.isPending ? 'Sending...' : "I'm still testing"}
    </Button>
  );
}
