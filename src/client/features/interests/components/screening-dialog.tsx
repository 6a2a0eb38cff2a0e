import { type FormEvent, useEffect, useId, useState } from 'react';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
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
import { humanErrorMessage, parseApiError } from '@/client/lib/errors.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import type { ScreeningAnswers, ScreeningQuestion } from '@/shared/contracts/screening.ts';
import { screeningErrors } from '@/shared/contracts/screening-rules.ts';
import { ScreeningQuestionField } from './screening-question-field.tsx';

type ScreeningDialogProps = {
  listing: Pick<Listing, 'name' | 'screeningQuestions'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The join itself: its refusal is shown here, under the question it names when it names one. */
  join: { isPending: boolean; error: Error | null; reset: () => void };
  onSubmit: (answers: ScreeningAnswers) => void;
};

const errorKey = (question: ScreeningQuestion) => `answers.${question.id}`;

/** The listing's questions, asked before joining; checked with the server's own rules first. */
export function ScreeningDialog({
  listing,
  open,
  onOpenChange,
  join,
  onSubmit,
}: ScreeningDialogProps) {
  const questions = listing.screeningQuestions;
  const [answers, setAnswers] = useState<ScreeningAnswers>({});
  const [checked, setChecked] = useState<Record<string, string>>({});
  const idPrefix = useId();
  const fieldId = (question: ScreeningQuestion) => `${idPrefix}-${question.id}`;

  const serverErrors = parseApiError(join.error)?.errors ?? {};
  const errors: Record<string, string> = { ...serverErrors, ...checked };
  const firstWrong = (found: Record<string, string>) =>
    questions.find((question) => found[errorKey(question)]);
  const serverNamesAQuestion = firstWrong(serverErrors) !== undefined;

  // Once per refusal: the first question the server named takes focus, as a local error's does.
  useEffect(() => {
    const named = parseApiError(join.error)?.errors ?? {};
    const wrong = questions.find((question) => named[errorKey(question)]);
    if (wrong) document.getElementById(`${idPrefix}-${wrong.id}`)?.focus();
  }, [join.error, questions, idPrefix]);

  const change = (question: ScreeningQuestion, value: string) => {
    setAnswers((current) => ({ ...current, [question.id]: value }));
    setChecked(({ [errorKey(question)]: _fixed, ...rest }) => rest);
    if (join.error) join.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = Object.fromEntries(
      Object.entries(answers)
        .map(([id, answer]) => [id, answer.trim()] as const)
        .filter(([, answer]) => answer !== ''),
    );
    const found = screeningErrors(questions, given);
    setChecked(found);
    const wrong = firstWrong(found);
    if (wrong) {
      document.getElementById(fieldId(wrong))?.focus();
      return;
    }
    onSubmit(given);
  };

  const openChange = (next: boolean) => {
    if (!next) {
      setChecked({});
      join.reset();
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <DialogHeader>
            <DialogTitle className="[overflow-wrap:anywhere]">Join {listing.name}</DialogTitle>
            <DialogDescription>
              The builder asks a few questions first. Questions marked * need an answer.
            </DialogDescription>
          </DialogHeader>
          {join.error && !serverNamesAQuestion && (
            <ErrorAlert>{humanErrorMessage(join.error)}</ErrorAlert>
          )}
          {questions.map((question) => (
            <ScreeningQuestionField
              key={question.id}
              question={question}
              fieldId={fieldId(question)}
              value={answers[question.id] ?? ''}
              onChange={(value) => change(question, value)}
              error={errors[errorKey(question)]}
            />
          ))}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={join.isPending}>
              {join.isPending ? 'Joining...' : 'Join beta'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
