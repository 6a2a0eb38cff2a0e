import { FormField } from '@/client/components/ui/form-field.tsx';
import { Label } from '@/client/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '@/client/components/ui/radio-group.tsx';
import { Textarea } from '@/client/components/ui/textarea.tsx';
import type { ScreeningQuestion } from '@/shared/contracts/screening.ts';
import { SCREENING_ANSWER_MAX } from '@/shared/contracts/screening-rules.ts';

type ScreeningQuestionFieldProps = {
  question: ScreeningQuestion;
  /** The id of the control, or of a choice's first option: what focus goes to when it is wrong. */
  fieldId: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** One question of a listing: a text answer in a box, a choice as radio buttons. */
export function ScreeningQuestionField({
  question,
  fieldId,
  value,
  onChange,
  error,
}: ScreeningQuestionFieldProps) {
  const label = `${question.prompt}${question.required ? '*' : ''}`;
  if (question.kind === 'text') {
    return (
      <FormField id={fieldId} label={label} error={error} className="[overflow-wrap:anywhere]">
        <Textarea
          aria-required={question.required}
          maxLength={SCREENING_ANSWER_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </FormField>
    );
  }
  const labelId = `${fieldId}-label`;
  const errorId = `${fieldId}-error`;
  return (
    <div className="grid gap-3 [overflow-wrap:anywhere]">
      <span id={labelId} className="font-medium text-sm leading-snug">
        {label}
      </span>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-required={question.required}
        aria-invalid={error ? true : undefined}
        value={value}
        onValueChange={onChange}
        className="gap-2"
      >
        {(question.options ?? []).map((option, index) => {
          const id = index === 0 ? fieldId : `${fieldId}-${index}`;
          return (
            <div
              key={option}
              className="flex items-center gap-3 rounded-lg border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-secondary"
            >
              <RadioGroupItem value={option} id={id} />
              <Label htmlFor={id} className="min-w-0 leading-snug">
                {option}
              </Label>
            </div>
          );
        })}
      </RadioGroup>
      {error && (
        <p id={errorId} className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
