import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { humanErrorMessage, parseApiError } from '@/client/lib/errors.ts';
import { type UpdateRatingBody, updateRatingBodySchema } from '@/shared/contracts/reputation.ts';
import { CountedTextField } from './counted-text-field.tsx';
import { StarInput } from './star-input.tsx';

type FieldErrors = { stars?: string; comment?: string };

type RatingFormProps = {
  /** Makes the fields' ids unique on a screen holding several forms. */
  id: string;
  initial?: { stars: number; comment: string | null };
  submitLabel: string;
  busyLabel: string;
  submit: (values: UpdateRatingBody) => Promise<unknown>;
  onCancel?: () => void;
};

type Checked = { body: UpdateRatingBody; errors?: never } | { body?: never; errors: FieldErrors };

function check(values: { stars?: number; comment: string }): Checked {
  const parsed = updateRatingBodySchema.safeParse(values);
  if (parsed.success) return { body: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'stars' || field === 'comment') errors[field] ??= issue.message;
  }
  return { errors };
}

/** Stars and an optional comment; the rules are the contract's, and the server's refusals show here. */
export function RatingForm({
  id,
  initial,
  submitLabel,
  busyLabel,
  submit,
  onCancel,
}: RatingFormProps) {
  const [stars, setStars] = useState<number | undefined>(initial?.stars);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: invalid } = check({ stars, comment });
    if (!body) {
      setErrors(invalid);
      return;
    }
    setErrors({});
    setRefusal(null);
    setPending(true);
    try {
      await submit(body);
    } catch (error) {
      const fields = parseApiError(error)?.errors ?? {};
      if (fields.stars || fields.comment)
        setErrors({ stars: fields.stars, comment: fields.comment });
      else setRefusal(humanErrorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid min-w-0 gap-4">
      <StarInput
        id={`${id}-stars`}
        value={stars}
        onChange={(next) => {
          setStars(next);
          setErrors((current) => ({ ...current, stars: undefined }));
        }}
        error={errors.stars}
      />
      <CountedTextField
        id={`${id}-comment`}
        label="Comment (optional)"
        value={comment}
        onChange={setComment}
        error={errors.comment}
      />
      {refusal && <ErrorAlert>{refusal}</ErrorAlert>}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
