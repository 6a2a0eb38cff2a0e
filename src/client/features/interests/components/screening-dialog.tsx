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
import { useListingTerms } from '@/client/features/interests/api/get-listing-terms.ts';
import { errorCode, humanErrorMessage, parseApiError } from '@/client/lib/errors.ts';
import { AGREEMENT_REQUIRED_MESSAGE } from '@/shared/contracts/agreement-rules.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import type { ScreeningAnswers, ScreeningQuestion } from '@/shared/contracts/screening.ts';
import { screeningErrors } from '@/shared/contracts/screening-rules.ts';
import { JoinTerms } from './join-terms.tsx';
import { ScreeningQuestionField } from './screening-question-field.tsx';

type ScreeningDialogProps = {
  listing: Pick<Listing, 'id' | 'name' | 'screeningQuestions' | 'agreementVersion'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The join itself: its refusal is shown here, under the question it names when it names one. */
  join: { isPending: boolean; error: Error | null; reset: () => void };
  /** The answers, and the version of the terms the tester accepted when the listing has terms. */
  onSubmit: (answers: ScreeningAnswers, agreementVersion?: number) => void;
};

const errorKey = (question: ScreeningQuestion) => `answers.${question.id}`;
const TERMS_KEY = 'agreement';

function description(asks: boolean, hasTerms: boolean) {
  if (asks && hasTerms) {
    return 'The builder asks a few questions and asks you to accept their terms first. Questions marked * need an answer.';
  }
  if (hasTerms) return 'The builder asks you to read and accept their terms first.';
  return 'The builder asks a few questions first. Questions marked * need an answer.';
}

/**
 * What a listing asks before joining: its questions, checked with the server's own rules first,
 * and its terms, which the tester reads and accepts in the version shown. Terms that changed
 * meanwhile are read again, and the tester accepts the new version.
 */
export function ScreeningDialog({
  listing,
  open,
  onOpenChange,
  join,
  onSubmit,
}: ScreeningDialogProps) {
  const questions = listing.screeningQuestions;
  const terms = useListingTerms(listing.id, open && listing.agreementVersion !== null);
  const hasTerms = listing.agreementVersion !== null && terms.data !== null;
  const [answers, setAnswers] = useState<ScreeningAnswers>({});
  const [accepted, setAccepted] = useState(false);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const idPrefix = useId();
  const fieldId = (question: ScreeningQuestion) => `${idPrefix}-${question.id}`;
  const termsId = `${idPrefix}-terms`;

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

  // Terms the builder changed while the tester read them: the new text, not yet accepted.
  const refetchTerms = terms.refetch;
  useEffect(() => {
    if (errorCode(join.error) !== 'agreement_changed') return;
    setAccepted(false);
    void refetchTerms();
  }, [join.error, refetchTerms]);

  const change = (question: ScreeningQuestion, value: string) => {
    setAnswers((current) => ({ ...current, [question.id]: value }));
    setChecked(({ [errorKey(question)]: _fixed, ...rest }) => rest);
    if (join.error) join.reset();
  };

  const accept = (next: boolean) => {
    setAccepted(next);
    setChecked(({ [TERMS_KEY]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = Object.fromEntries(
      Object.entries(answers)
        .map(([id, answer]) => [id, answer.trim()] as const)
        .filter(([, answer]) => answer !== ''),
    );
    const found = screeningErrors(questions, given);
    if (hasTerms && !accepted) found[TERMS_KEY] = AGREEMENT_REQUIRED_MESSAGE;
    setChecked(found);
    const wrong = firstWrong(found);
    if (wrong) {
      document.getElementById(fieldId(wrong))?.focus();
      return;
    }
    if (found[TERMS_KEY]) {
      document.getElementById(termsId)?.focus();
      return;
    }
    onSubmit(given, hasTerms ? terms.data?.version : undefined);
  };

  const openChange = (next: boolean) => {
    if (!next) {
      setChecked({});
      join.reset();
    }
    onOpenChange(next);
  };

  // Terms still loading, or failed to: nothing to accept yet.
  const termsReady = listing.agreementVersion === null || terms.isSuccess;
  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid min-w-0 gap-5">
          <DialogHeader>
            <DialogTitle className="[overflow-wrap:anywhere]">Join {listing.name}</DialogTitle>
            <DialogDescription>{description(questions.length > 0, hasTerms)}</DialogDescription>
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
          {listing.agreementVersion !== null && (
            <JoinTerms
              terms={terms}
              checkboxId={termsId}
              accepted={accepted}
              onAcceptedChange={accept}
              error={checked[TERMS_KEY]}
            />
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={join.isPending || !termsReady}>
              {join.isPending ? 'Joining...' : hasTerms ? 'Accept and join' : 'Join beta'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
