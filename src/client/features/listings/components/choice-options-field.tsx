import { Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { Button } from '@/client/components/ui/button.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { SCREENING_OPTION_MAX, SCREENING_OPTIONS_MAX } from '@/shared/contracts/screening-rules.ts';

const OPTIONS_MIN = 2;

type ChoiceOptionsFieldProps = {
  questionNumber: number;
  value: string[];
  onChange: (options: string[]) => void;
  /** The list's own message ("Give at least 2 options"), and each option's by its index. */
  error?: FieldError | (FieldError | undefined)[];
};

/** The options a tester picks one of: two to ten, each written once. */
export function ChoiceOptionsField({
  questionNumber,
  value,
  onChange,
  error,
}: ChoiceOptionsFieldProps) {
  const base = `question-${questionNumber}-option`;
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  useEffect(() => {
    if (focusIndex === null) return;
    inputs.current[Math.min(focusIndex, value.length - 1)]?.focus();
    setFocusIndex(null);
  }, [focusIndex, value.length]);

  const listMessage = error && !Array.isArray(error) ? error.message : undefined;
  const optionMessage = (index: number) =>
    (error as Record<number, FieldError | undefined> | undefined)?.[index]?.message;
  const replace = (index: number, option: string) =>
    onChange(value.map((current, at) => (at === index ? option : current)));

  return (
    <fieldset className="m-0 grid min-w-0 gap-2 border-0 p-0">
      <legend className="mb-2 p-0 font-medium text-sm leading-none">
        Options <span className="sr-only">for question {questionNumber}</span>
      </legend>
      <ol className="grid gap-2">
        {value.map((option, index) => {
          const id = `${base}-${index + 1}`;
          const message = optionMessage(index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are plain strings, kept in order
            <li key={index} className="grid gap-1">
              <div className="flex items-center gap-2">
                <Input
                  ref={(element) => {
                    inputs.current[index] = element;
                  }}
                  id={id}
                  aria-label={`Option ${index + 1} of question ${questionNumber}`}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${id}-error` : undefined}
                  placeholder={`Option ${index + 1}`}
                  maxLength={SCREENING_OPTION_MAX}
                  value={option}
                  onChange={(event) => replace(index, event.target.value)}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  disabled={value.length <= OPTIONS_MIN}
                  onClick={() => {
                    onChange(value.filter((_, at) => at !== index));
                    setFocusIndex(index);
                  }}
                >
                  <X aria-hidden="true" />
                  <span className="sr-only">
                    Remove option {index + 1} of question {questionNumber}
                  </span>
                </Button>
              </div>
              {message && (
                <p id={`${id}-error`} className="font-medium text-destructive text-sm">
                  {message}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {listMessage && <p className="font-medium text-destructive text-sm">{listMessage}</p>}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={value.length >= SCREENING_OPTIONS_MAX}
        onClick={() => {
          onChange([...value, '']);
          setFocusIndex(value.length);
        }}
      >
        <Plus aria-hidden="true" />
        Add option <span className="sr-only">to question {questionNumber}</span>
      </Button>
    </fieldset>
  );
}
