import { type FormEvent, useState } from 'react';
import { Button } from '@/client/components/ui/button.tsx';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Textarea } from '@/client/components/ui/textarea.tsx';
import { useCommentOnFeedback } from '@/client/features/feedback/api/update-feedback.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { FEEDBACK_TEXT_MAX, feedbackCommentBodySchema } from '@/shared/contracts/feedback.ts';

/** The reporter and the builder talk about the report here; it lands in the timeline. */
export function CommentBox({ feedbackId }: { feedbackId: string }) {
  const { toast } = useToast();
  const comment = useCommentOnFeedback(feedbackId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = feedbackCommentBodySchema.safeParse({ body: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    comment.mutate(parsed.data.body, {
      onSuccess: () => setText(''),
      onError: (failure) => handleMutationError(toast, failure),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2">
      <FormField id="feedback-comment" label="Add a comment" error={error}>
        <Textarea
          rows={3}
          maxLength={FEEDBACK_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={comment.isPending} className="sm:w-fit sm:justify-self-end">
        {comment.isPending ? 'Sending...' : 'Comment'}
      </Button>
    </form>
  );
}
