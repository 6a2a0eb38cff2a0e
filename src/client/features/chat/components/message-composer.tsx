import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button.tsx';
import { Textarea } from '@/client/components/ui/textarea.tsx';
import { useSendMessage } from '@/client/features/chat/api/send-message.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { humanErrorMessage, isUnauthorizedError } from '@/client/lib/errors.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { useLiveSocket } from '@/client/lib/live-socket.ts';
import { MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG } from '@/shared/contracts/chat.ts';

type MessageComposerProps = { conversationId: string; viewerId: string };

/**
 * Enter sends and Shift+Enter starts a new line. Sends go over the socket when it is open, else
 * over REST (spec section 7). A refused message stays in the box with the reason under it.
 */
export function MessageComposer({ conversationId, viewerId }: MessageComposerProps) {
  const { toast } = useToast();
  const send = useSendMessage(useLiveSocket());
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const errorId = useId();
  const canSend = draft.trim() !== '' && !send.isPending;

  function submit() {
    const content = draft.trim();
    if (!content || send.isPending) return;
    // The server refuses it too; saying so here keeps the reason the same over the socket.
    if (content.length > MESSAGE_MAX_LENGTH) {
      setError(MESSAGE_TOO_LONG);
      return;
    }
    setError(null);
    send.mutate(
      { conversationId, senderId: viewerId, content },
      {
        onSuccess: () => {
          setDraft((current) => (current.trim() === content ? '' : current));
          inputRef.current?.focus();
        },
        onError: (failure) => {
          if (isUnauthorizedError(failure)) handleMutationError(toast, failure);
          else setError(humanErrorMessage(failure));
        },
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An IME's Enter confirms the composed characters; it must not send half a word.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-2 border-t p-3">
      <div className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          Message
        </label>
        <Textarea
          id={inputId}
          ref={inputRef}
          rows={1}
          value={draft}
          placeholder="Type a message..."
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-10 resize-none"
        />
        <Button type="submit" size="icon" aria-label="Send message" disabled={!canSend}>
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-destructive text-sm [overflow-wrap:anywhere]">
          {error}
        </p>
      )}
    </form>
  );
}
