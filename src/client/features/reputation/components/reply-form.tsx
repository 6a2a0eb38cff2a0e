import { type FormEvent, useState } from 'react';
import { Button } from '@/client/components/ui/button.tsx';
import { useReplyToRating } from '@/client/features/reputation/api/reply-to-rating.ts';
import { humanErrorMessage, parseApiError } from '@/client/lib/errors.ts';
import { ratingReplyBodySchema } from '@/shared/contracts/reputation.ts';
import { CountedTextField } from './counted-text-field.tsx';

type ReplyFormProps = { ratingId: string; profileId: string; onDone: () => void };

/** The rated person's one public answer to a rating; the server's refusal shows under the field. */
export function ReplyForm({ ratingId, profileId, onDone }: ReplyFormProps) {
  const reply = useReplyToRating(ratingId, profileId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ratingReplyBodySchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    reply.mutate(parsed.data.body, {
      onSuccess: onDone,
      onError: (failure) =>
        setError(parseApiError(failure)?.errors?.body ?? humanErrorMessage(failure)),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid min-w-0 gap-2">
      <CountedTextField
        id={`reply-${ratingId}`}
        label="Your public reply"
        value={body}
        onChange={setBody}
        error={error}
      />
      <p className="text-muted-foreground text-sm">
        You can reply once; the reply cannot be changed.
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending ? 'Posting...' : 'Post reply'}
        </Button>
      </div>
    </form>
  );
}
