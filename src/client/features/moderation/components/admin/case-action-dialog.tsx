import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/client/components/ui/alert-dialog.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { NativeSelect } from '@/client/components/ui/native-select.tsx';
import { Textarea } from '@/client/components/ui/textarea.tsx';
import { useActOnCase } from '@/client/features/moderation/api/act-on-case.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { humanErrorMessage, isUnauthorizedError } from '@/client/lib/errors.ts';
import { applyServerFieldErrors } from '@/client/lib/form-errors.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { caseActionBodySchema } from '@/shared/contracts/moderation.ts';
import {
  MODERATION_ACTION_LABELS,
  MODERATION_REASON_MAX,
  type ModerationAction,
  type ReportTarget,
  SUSPENSION_DAY_CHOICES,
} from '@/shared/contracts/moderation-rules.ts';
import { actionOutcome, actionQuestion, suspensionLength } from './action-words.ts';

const reasonSchema = caseActionBodySchema.pick({ reason: true });
type ReasonForm = { reason: string };

type CaseActionDialogProps = {
  action: ModerationAction;
  targetType: ReportTarget;
  targetId: string;
  /** The owner's name, for the actions that concern them. */
  owner: string;
  /** Told what was done, once the server agreed: the screen says it in its status line. */
  onDone: (outcome: string) => void;
  destructive?: boolean;
};

/** One action on a case behind a dialog that asks why: the reason reaches the person and the log. */
export function CaseActionDialog(props: CaseActionDialogProps) {
  const [open, setOpen] = useState(false);
  const label = MODERATION_ACTION_LABELS[props.action];
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant={props.destructive ? 'destructive' : 'outline'} size="sm">
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent className="max-h-[calc(100vh-2rem)] overflow-y-auto">
        <ActionForm
          {...props}
          onDone={(outcome) => {
            setOpen(false);
            props.onDone(outcome);
          }}
        />
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Mounted with each opening, so a reopened dialog starts with an empty reason and no error. */
function ActionForm({ action, targetType, targetId, owner, onDone }: CaseActionDialogProps) {
  const { toast } = useToast();
  const mutation = useActOnCase(targetType, targetId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [days, setDays] = useState<number | null>(SUSPENSION_DAY_CHOICES[0]);
  const form = useForm<ReasonForm>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: '' },
  });
  const question = actionQuestion(action, targetType, owner);
  const fieldId = `moderation-${action}-${targetId}`;

  const onSubmit = form.handleSubmit(({ reason }) => {
    setRefusal(null);
    const body = action === 'suspend' ? { action, reason, days } : { action, reason };
    mutation.mutate(body, {
      onSuccess: ({ closedReports }) =>
        onDone(actionOutcome(action, targetType, days, closedReports)),
      onError: (error) => {
        if (applyServerFieldErrors(error, form.setError, ['reason'])) return;
        // A lost session signs in again; every other refusal (the case closed by another admin,
        // an action that no longer fits) is the server's to explain, here beside the form.
        if (isUnauthorizedError(error)) handleMutationError(toast, error);
        else setRefusal(humanErrorMessage(error));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid min-w-0 gap-4">
      <div className="grid gap-2">
        <AlertDialogTitle className="[overflow-wrap:anywhere]">{question.title}</AlertDialogTitle>
        <AlertDialogDescription>{question.description}</AlertDialogDescription>
      </div>
      {refusal && <ErrorAlert>{refusal}</ErrorAlert>}
      {action === 'suspend' && (
        <FormField id={`${fieldId}-days`} label="Length">
          <NativeSelect
            value={days === null ? '' : String(days)}
            onChange={(event) => setDays(event.target.value ? Number(event.target.value) : null)}
          >
            {SUSPENSION_DAY_CHOICES.map((choice) => (
              <option key={choice ?? 'good'} value={choice === null ? '' : String(choice)}>
                {suspensionLength(choice)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <FormField
        id={`${fieldId}-reason`}
        label="Reason"
        description="Told to the person it concerns, and kept in the audit log."
        error={form.formState.errors.reason?.message}
      >
        <Textarea
          rows={4}
          maxLength={MODERATION_REASON_MAX}
          aria-required="true"
          {...form.register('reason')}
        />
      </FormField>
      <AlertDialogFooter>
        <AlertDialogCancel>Cancel</AlertDialogCancel>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Working...' : MODERATION_ACTION_LABELS[action]}
        </Button>
      </AlertDialogFooter>
    </form>
  );
}
