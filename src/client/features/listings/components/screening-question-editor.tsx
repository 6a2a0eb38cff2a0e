import { Trash } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import { Button } from '@/client/components/ui/button.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { Label } from '@/client/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '@/client/components/ui/radio-group.tsx';
import { SCREENING_KINDS, SCREENING_PROMPT_MAX } from '@/shared/contracts/screening-rules.ts';
import { ChoiceOptionsField } from './choice-options-field.tsx';
import type { ListingFormApi } from './listing-form-values.ts';

const KIND_LABELS = { text: 'Text', choice: 'Choice' } as const;

type ScreeningQuestionEditorProps = { form: ListingFormApi; index: number; onRemove: () => void };

/** One question: what is asked, how it is answered, and whether an answer is needed. */
export function ScreeningQuestionEditor({ form, index, onRemove }: ScreeningQuestionEditorProps) {
  const name = `screeningQuestions.${index}` as const;
  const base = `question-${index + 1}`;
  const title = `Question ${index + 1}`;
  const kind = useWatch({ control: form.control, name: `${name}.kind` });
  const promptId = `${base}-prompt`;
  const promptError = form.formState.errors.screeningQuestions?.[index]?.prompt?.message;

  return (
    <div className="grid min-w-0 gap-4 rounded-lg border bg-muted/30 p-4">
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={promptId}>{title}</Label>
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            <Trash aria-hidden="true" />
            Remove <span className="sr-only">question {index + 1}</span>
          </Button>
        </div>
        <Input
          id={promptId}
          aria-required="true"
          aria-invalid={promptError ? true : undefined}
          aria-describedby={promptError ? `${promptId}-error` : undefined}
          placeholder="What device will you test on?"
          maxLength={SCREENING_PROMPT_MAX}
          {...form.register(`${name}.prompt`)}
        />
        {promptError && (
          <p id={`${promptId}-error`} className="font-medium text-destructive text-sm">
            {promptError}
          </p>
        )}
      </div>
      <Controller
        control={form.control}
        name={`${name}.kind`}
        render={({ field }) => (
          <div className="grid gap-3">
            <span id={`${base}-kind`} className="font-medium text-sm leading-none">
              Answer <span className="sr-only">to question {index + 1}</span>
            </span>
            <RadioGroup
              aria-labelledby={`${base}-kind`}
              value={field.value}
              onValueChange={(next) => {
                const chosen = SCREENING_KINDS.find((candidate) => candidate === next);
                if (!chosen) return;
                field.onChange(chosen);
                // A choice starts with two empty options; a text answer has none.
                form.setValue(`${name}.options`, chosen === 'choice' ? ['', ''] : undefined, {
                  shouldDirty: true,
                });
              }}
              className="flex flex-wrap gap-x-6 gap-y-3"
            >
              {SCREENING_KINDS.map((candidate) => (
                <div key={candidate} className="flex items-center gap-2">
                  <RadioGroupItem value={candidate} id={`${base}-kind-${candidate}`} />
                  <Label htmlFor={`${base}-kind-${candidate}`}>{KIND_LABELS[candidate]}</Label>
                </div>
              ))}
            </RadioGroup>
          </div>
        )}
      />
      {kind === 'choice' && (
        <Controller
          control={form.control}
          name={`${name}.options`}
          render={({ field, fieldState }) => (
            <ChoiceOptionsField
              questionNumber={index + 1}
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error}
            />
          )}
        />
      )}
      <div className="flex items-center gap-2">
        <input
          type="checkbox"
          id={`${base}-required`}
          className="size-4 accent-primary"
          {...form.register(`${name}.required`)}
        />
        <Label htmlFor={`${base}-required`}>Testers must answer this</Label>
      </div>
    </div>
  );
}
