import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { type CreateFeedbackInput, DEVICE_FIELD_MAX } from '@/shared/contracts/feedback.ts';

type DeviceFieldsProps = {
  register: UseFormRegister<CreateFeedbackInput>;
  errors: FieldErrors<CreateFeedbackInput>;
};

/** Filled in from this browser; the tester corrects them when they test on another device. */
export function DeviceFields({ register, errors }: DeviceFieldsProps) {
  return (
    <fieldset className="m-0 grid min-w-0 gap-3 border-0 p-0">
      <legend className="mb-2 p-0 font-medium text-sm leading-none">Device</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id="feedback-browser" label="Browser" error={errors.device?.browser?.message}>
          <Input maxLength={DEVICE_FIELD_MAX} {...register('device.browser')} />
        </FormField>
        <FormField id="feedback-os" label="OS" error={errors.device?.os?.message}>
          <Input maxLength={DEVICE_FIELD_MAX} {...register('device.os')} />
        </FormField>
        <FormField id="feedback-viewport" label="Viewport" error={errors.device?.viewport?.message}>
          <Input maxLength={DEVICE_FIELD_MAX} {...register('device.viewport')} />
        </FormField>
      </div>
    </fieldset>
  );
}
