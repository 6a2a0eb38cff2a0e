import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/client/components/ui/button.tsx';
import { SCREENING_QUESTIONS_MAX } from '@/shared/constants.ts';
import type { ListingFormApi } from './listing-form-values.ts';
import { ScreeningQuestionEditor } from './screening-question-editor.tsx';

/** Up to five questions a tester answers when joining; each is a text or a choice. */
export function ScreeningQuestionsField({ form }: { form: ListingFormApi }) {
  const questions = useFieldArray({ control: form.control, name: 'screeningQuestions' });
  const addButton = useRef<HTMLButtonElement>(null);
  const full = questions.fields.length >= SCREENING_QUESTIONS_MAX;
  const listError = form.formState.errors.screeningQuestions;
  const message = listError?.message ?? listError?.root?.message;

  return (
    <fieldset
      className="m-0 grid min-w-0 gap-3 border-0 p-0"
      aria-describedby="screening-questions-hint"
    >
      <legend className="mb-2 p-0 font-medium text-sm leading-none">Screening questions</legend>
      <p id="screening-questions-hint" className="text-muted-foreground text-sm">
        Testers answer these when they join; you read the answers in your testers list. Up to{' '}
        {SCREENING_QUESTIONS_MAX} questions.
      </p>
      {questions.fields.map((question, index) => (
        <ScreeningQuestionEditor
          key={question.id}
          form={form}
          index={index}
          onRemove={() => {
            questions.remove(index);
            // The removed question's buttons are gone: keep the keyboard in this field.
            requestAnimationFrame(() => addButton.current?.focus());
          }}
        />
      ))}
      {message && <p className="font-medium text-destructive text-sm">{message}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          ref={addButton}
          type="button"
          variant="outline"
          className="w-fit"
          disabled={full}
          onClick={() => questions.append({ prompt: '', kind: 'text', required: false })}
        >
          <Plus aria-hidden="true" />
          Add question
        </Button>
        {full && (
          <p className="text-muted-foreground text-sm" role="status">
            That is the most a listing can ask.
          </p>
        )}
      </div>
    </fieldset>
  );
}
