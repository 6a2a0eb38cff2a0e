import { useId } from 'react';
import { Label } from '@/client/components/ui/label.tsx';
import { NativeSelect } from '@/client/components/ui/native-select.tsx';
import type { ScreeningQuestion } from '@/shared/contracts/screening.ts';
import type { AnswerFilters } from './testers-view.ts';

type AnswerFilterProps = {
  /** The listing's choice questions; a text answer is too free to filter by. */
  questions: ScreeningQuestion[];
  value: AnswerFilters;
  onChange: (value: AnswerFilters) => void;
};

/** One select per choice question: only the testers who picked that option stay listed. */
export function AnswerFilter({ questions, value, onChange }: AnswerFilterProps) {
  if (questions.length === 0) return null;
  return (
    <fieldset className="grid min-w-0 gap-3 sm:grid-cols-2">
      <legend className="mb-2 font-medium text-sm">Filter by answer</legend>
      {questions.map((question) => (
        <QuestionSelect
          key={question.id}
          question={question}
          selected={value[question.id] ?? ''}
          onSelect={(answer) => onChange({ ...value, [question.id]: answer })}
        />
      ))}
    </fieldset>
  );
}

function QuestionSelect({
  question,
  selected,
  onSelect,
}: {
  question: ScreeningQuestion;
  selected: string;
  onSelect: (answer: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id} className="line-clamp-2 leading-snug [overflow-wrap:anywhere]">
        {question.prompt}
      </Label>
      <NativeSelect id={id} value={selected} onChange={(event) => onSelect(event.target.value)}>
        <option value="">Any</option>
        {question.options?.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
