import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog.tsx';
import { Label } from '@/client/components/ui/label.tsx';
import { Textarea } from '@/client/components/ui/textarea.tsx';
import { DECISION_REASON_MAX_LENGTH } from '@/shared/constants.ts';
import type { TesterRecord } from '@/shared/contracts/reputation.ts';
import { countOf } from '@/shared/plural.ts';
import { TesterRecordView } from './tester-record.tsx';

export type DecisionChoice = 'Accepted' | 'Declined';

/** A decision waiting for its reason: about one named tester (with their record), or several. */
export type PendingDecision = {
  status: DecisionChoice;
  who: { name: string; record: TesterRecord } | { count: number };
};

const TEXTS: Record<DecisionChoice, { verb: string; busy: string }> = {
  Accepted: { verb: 'Accept', busy: 'Accepting...' },
  Declined: { verb: 'Decline', busy: 'Declining...' },
};

type DecisionDialogProps = {
  /** Open while a decision waits for its reason. */
  decision: PendingDecision | null;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** Asks for an optional reason, which the tester reads in My Demos beside the decision. */
export function DecisionDialog({ decision, pending, onConfirm, onClose }: DecisionDialogProps) {
  return (
    <Dialog open={decision !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {decision && <ReasonForm decision={decision} pending={pending} onConfirm={onConfirm} />}
      </DialogContent>
    </Dialog>
  );
}

function ReasonForm({
  decision,
  pending,
  onConfirm,
}: Pick<DecisionDialogProps, 'pending' | 'onConfirm'> & { decision: PendingDecision }) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const counterId = useId();
  const { verb, busy } = TEXTS[decision.status];
  const whom =
    'name' in decision.who ? decision.who.name : countOf(decision.who.count, 'tester', 'testers');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending) onConfirm(reason.trim());
  }

  return (
    <form onSubmit={submit} className="grid min-w-0 gap-4">
      <DialogHeader>
        <DialogTitle className="[overflow-wrap:anywhere]">
          {verb} {whom}?
        </DialogTitle>
        <DialogDescription>
          The decision and your reason appear on the tester’s My Demos page.
        </DialogDescription>
      </DialogHeader>
      {'record' in decision.who && (
        <section aria-label="Their record" className="rounded-md border bg-muted/40 p-3">
          <TesterRecordView record={decision.who.record} />
        </section>
      )}
      <div className="grid gap-2">
        <Label htmlFor={reasonId}>Reason (optional)</Label>
        <Textarea
          id={reasonId}
          value={reason}
          maxLength={DECISION_REASON_MAX_LENGTH}
          aria-describedby={counterId}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={counterId} className="text-right text-muted-foreground text-xs tabular-nums">
          {reason.length}/{DECISION_REASON_MAX_LENGTH}
        </p>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="submit"
          variant={decision.status === 'Declined' ? 'destructive' : 'default'}
          disabled={pending}
        >
          {pending ? busy : verb}
        </Button>
      </DialogFooter>
    </form>
  );
}
