import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/client/components/ui/button.tsx';
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog.tsx';
import { Label } from '@/client/components/ui/label.tsx';
import { Textarea } from '@/client/components/ui/textarea.tsx';
import { useAppealListing } from '@/client/features/moderation/api/appeal-listing.ts';
import { humanErrorMessage, parseApiError } from '@/client/lib/errors.ts';
import { APPEAL_MAX } from '@/shared/contracts/moderation-rules.ts';

type AppealDialogProps = { listingId: string; listingName: string; onSent: () => void };

/** The builder's one appeal against a hide: why the listing should be shown again. */
export function AppealDialog({ listingId, listingName, onSent }: AppealDialogProps) {
  const appeal = useAppealListing(listingId);
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = message.trim();
    if (!trimmed) {
      setError('Say why it should be shown');
      return;
    }
    setError(undefined);
    appeal.mutate(trimmed, {
      onSuccess: onSent,
      onError: (failure) =>
        setError(parseApiError(failure)?.errors?.message ?? humanErrorMessage(failure)),
    });
  };

  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <DialogContent aria-describedby={`${id}-description`}>
      <DialogHeader>
        <DialogTitle className="wrap-anywhere">Appeal for {listingName}</DialogTitle>
        <DialogDescription id={`${id}-description`}>
          You can appeal once. An admin reads it and decides whether the listing is shown again.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid min-w-0 gap-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-message`}>Why should it be shown?</Label>
          <Textarea
            id={`${id}-message`}
            rows={5}
            value={message}
            maxLength={APPEAL_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${counterId} ${errorId}` : counterId}
            onChange={(event) => setMessage(event.target.value)}
          />
          <p id={counterId} className="text-right text-muted-foreground text-xs tabular-nums">
            {message.length.toLocaleString('en-US')}/{APPEAL_MAX.toLocaleString('en-US')}
          </p>
          {error && (
            <p
              id={errorId}
              role="alert"
              className="font-medium text-destructive text-sm wrap-anywhere"
            >
              {error}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button type="submit" disabled={appeal.isPending}>
            {appeal.isPending ? 'Sending...' : 'Send appeal'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
