import { MessageSquare } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/client/components/ui/button.tsx';
import { useCreateConversation } from '@/client/features/chat/api/create-conversation.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { clientRoutes } from '@/shared/routes.ts';

/** A joined tester opens (or reopens) the conversation about this listing with its builder. */
export function MessageBuilderButton({
  builderId,
  testerId,
  listingId,
}: {
  builderId: string;
  testerId: string;
  listingId: string;
}) {
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const mutation = useCreateConversation({
    onSuccess: (conversation) => {
      toast({
        title: 'Conversation started!',
        description: 'You can now message the builder in your Messages.',
      });
      navigate(`${clientRoutes.messages}?c=${conversation.id}`);
    },
  });

  return (
    <Button
      variant="outline"
      className="w-full"
      disabled={mutation.isPending}
      onClick={() =>
        mutation.mutate(
          { builderId, testerId, softwareId: listingId },
          { onError: (error) => handleMutationError(toast, error) },
        )
      }
    >
      <MessageSquare aria-hidden="true" />
      {mutation.isPending ? 'Starting...' : 'Message Builder'}
    </Button>
  );
}
