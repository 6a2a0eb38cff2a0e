import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { NativeSelect } from '@/client/components/ui/native-select.tsx';
import { Textarea } from '@/client/components/ui/textarea.tsx';
import {
  type CreateFeedbackInput,
  FEEDBACK_TEXT_MAX,
  SEVERITIES,
} from '@/shared/contracts/feedback.ts';

type BugFieldsProps = {
  register: UseFormRegister<CreateFeedbackInput>;
  errors: FieldErrors<CreateFeedbackInput>;
};

/** What only a bug report carries: how to make it happen, and how bad it is. */
export function BugFields({ register, errors }: BugFieldsProps) {
  return (
    <>
      <FormField id="feedback-steps" label="Steps to reproduce" error={errors.steps?.message}>
        <Textarea rows={3} maxLength={FEEDBACK_TEXT_MAX} {...register('steps')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="feedback-expected" label="Expected" error={errors.expected?.message}>
          <Textarea rows={2} maxLength={FEEDBACK_TEXT_MAX} {...register('expected')} />
        </FormField>
        <FormField id="feedback-actual" label="Actual" error={errors.actual?.message}>
          <Textarea rows={2} maxLength={FEEDBACK_TEXT_MAX} {...register('actual')} />
        </FormField>
      </div>
      <FormField id="feedback-severity" label="Severity" error={errors.severity?.message}>
        <NativeSelect {...register('severity', { setValueAs: (value) => value || undefined })}>
          <option value="">Not set</option>
          {SEVERITIES.map((severity) => (
            <option key={severity} value={severity}>
              {severity}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </>
  );
}
