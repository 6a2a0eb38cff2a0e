import { MessageSquare } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/client/components/ui/button.tsx';
import { useCreateConversation } from '@/client/features/chat/api/create-conversation.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { clientRoutes } from '@/shared/routes.ts';

interface MessageTesterButtonProps {
  builderId: string;
  testerId: string;
  listingId: string;
  /** The tester's name on the row, so each row's button says whom it messages. */
  describedBy?: string;
}

/**
 * The listing's builder opens the conversation with one of its testers (started now, or the one
 * they already have) on the Messages screen.
 */
export function MessageTesterButton({
  builderId,
  testerId,
  listingId,
  describedBy,
}: MessageTesterButtonProps) {
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const mutation = useCreateConversation({
    onSuccess: (conversation) => navigate(`${clientRoutes.messages}?c=${conversation.id}`),
  });

  return (
    <Button
      size="sm"
      variant="outline"
      aria-describedby={describedBy}
      disabled={mutation.isPending}
      onClick={() =>
        mutation.mutate(
          { builderId, testerId, softwareId: listingId },
          { onError: (error) => handleMutationError(toast, error) },
        )
      }
    >
      <MessageSquare aria-hidden="true" />
      {mutation.isPending ? 'Opening...' : 'Message'}
    </Button>
  );
}
