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
import { RadioGroup, RadioGroupItem } from '@/client/components/ui/radio-group.tsx';
import { Textarea } from '@/client/components/ui/textarea.tsx';
import { useCreateReport } from '@/client/features/moderation/api/create-report.ts';
import { errorCode, humanErrorMessage, parseApiError } from '@/client/lib/errors.ts';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from '@/shared/contracts/moderation-rules.ts';

export type ReportDialogProps = {
  targetType: ReportTarget;
  targetId: string;
  /** What is reported, in a few words ("TaskFlow", "Grace Hopper's message"): the title says it. */
  targetLabel: string;
  onSent: () => void;
};

const isReason = (value: string): value is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(value);

/**
 * The report form inside its dialog. The server decides everything (one open report per thing,
 * the hourly limit, whether the thing is still there); its refusal is shown here, by its message.
 */
export function ReportDialog({ targetType, targetId, targetLabel, onSent }: ReportDialogProps) {
  const report = useCreateReport();
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string>();
  // Sending again cannot help once the server says this person already reported the thing.
  const [alreadyReported, setAlreadyReported] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError('Choose a reason');
      return;
    }
    setError(undefined);
    const trimmed = details.trim();
    report.mutate(
      { targetType, targetId, reason, ...(trimmed ? { details: trimmed } : {}) },
      {
        onSuccess: onSent,
        onError: (failure) => {
          setAlreadyReported(errorCode(failure) === 'already_reported');
          const fields = parseApiError(failure)?.errors;
          setError(fields?.details ?? fields?.reason ?? humanErrorMessage(failure));
        },
      },
    );
  };

  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  return (
    <DialogContent aria-describedby={`${id}-description`}>
      <DialogHeader>
        <DialogTitle className="wrap-anywhere">Report {targetLabel}</DialogTitle>
        <DialogDescription id={`${id}-description`}>
          An admin reads every report. The person you report is not told who sent it.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid min-w-0 gap-4">
        <fieldset className="grid gap-3">
          <legend className="mb-2 font-medium text-sm">Reason</legend>
          <RadioGroup
            value={reason ?? ''}
            onValueChange={(value) => isReason(value) && setReason(value)}
            aria-describedby={error ? errorId : undefined}
          >
            {REPORT_REASONS.map((value) => (
              <div key={value} className="flex items-center gap-2">
                <RadioGroupItem value={value} id={`${id}-${value}`} />
                <Label htmlFor={`${id}-${value}`}>{REPORT_REASON_LABELS[value]}</Label>
              </div>
            ))}
          </RadioGroup>
        </fieldset>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-details`}>Details (optional)</Label>
          <Textarea
            id={`${id}-details`}
            rows={4}
            value={details}
            maxLength={REPORT_DETAILS_MAX}
            aria-describedby={counterId}
            onChange={(event) => setDetails(event.target.value)}
          />
          <p id={counterId} className="text-right text-muted-foreground text-xs tabular-nums">
            {details.length.toLocaleString('en-US')}/{REPORT_DETAILS_MAX.toLocaleString('en-US')}
          </p>
        </div>
        {error && (
          <p
            id={errorId}
            role="alert"
            className="font-medium text-destructive text-sm wrap-anywhere"
          >
            {error}
          </p>
        )}
        <DialogFooter>
          {!alreadyReported && (
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? 'Sending...' : 'Send report'}
            </Button>
          )}
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
