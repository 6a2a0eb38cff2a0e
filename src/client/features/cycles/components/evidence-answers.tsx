import { RotateCcw } from 'lucide-react';
import { Button } from '@/client/components/ui/button.tsx';
import { Label } from '@/client/components/ui/label.tsx';
import { Textarea } from '@/client/components/ui/textarea.tsx';
import { useDraftAnswers } from '@/client/features/cycles/hooks/use-draft-answers.ts';
import type { AnswerKey } from '@/client/features/cycles/utils/draft-answers-storage.ts';
import type { EvidenceAnswers as Answers } from '@/shared/contracts/cycle-evidence.ts';

/** Google Play's production-access questions, as the builder will meet them. */
const QUESTIONS: Record<AnswerKey, string> = {
  whoTested: 'Who tested your app, and how did you find them?',
  howEngaged: 'How did your testers use your app during the test?',
  feedbackReceived: 'What feedback did you receive, and how did you collect it?',
  whatChanged: 'What did you change in your app based on that feedback?',
};
const KEYS = Object.keys(QUESTIONS) as AnswerKey[];

/** Draft answers built from the cycle's data, to edit here and paste into the store's form. */
export function EvidenceAnswers({ cycleId, drafts }: { cycleId: string; drafts: Answers }) {
  const { answers, setAnswer, resetAnswer, isEdited } = useDraftAnswers(cycleId, drafts);
  return (
    <div className="grid gap-6">
      <p className="text-muted-foreground text-sm print:hidden">
        Edit the drafts in your own words. Your edits are kept in this browser only.
      </p>
      {KEYS.map((key) => (
        <div key={key} className="grid gap-2 print:break-inside-avoid">
          <Label htmlFor={`answer-${key}`} className="text-base">
            {QUESTIONS[key]}
          </Label>
          <Textarea
            id={`answer-${key}`}
            rows={5}
            value={answers[key]}
            onChange={(event) => setAnswer(key, event.target.value)}
            className="print:hidden"
          />
          {/* A text area prints cut at its own height; the printed page gets the whole answer. */}
          <p className="hidden whitespace-pre-wrap print:block">{answers[key]}</p>
          {isEdited(key) && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="w-fit print:hidden"
              onClick={() => resetAnswer(key)}
            >
              <RotateCcw aria-hidden="true" />
              Reset to the draft <span className="sr-only">: {QUESTIONS[key]}</span>
            </Button>
          )}
        </div>
      ))}
    </div>
  );
}
