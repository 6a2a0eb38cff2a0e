import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { deviceText } from '@/client/components/device-label.tsx';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { NativeSelect } from '@/client/components/ui/native-select.tsx';
import { useAddDevice } from '@/client/features/devices/api/add-device.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { humanErrorMessage, isUnauthorizedError } from '@/client/lib/errors.ts';
import { applyServerFieldErrors, clearRefusalOnEdit } from '@/client/lib/form-errors.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import {
  type CreateDeviceBody,
  type CreateDeviceInput,
  createDeviceBodySchema,
} from '@/shared/contracts/devices.ts';
import { maxLengthsOf } from '@/shared/contracts/field-limits.ts';
import { PLATFORMS } from '@/shared/contracts/platforms.ts';

const MAX = maxLengthsOf(createDeviceBodySchema);
const FIELDS = ['platform', 'osVersion', 'model'] as const;
const EMPTY: Partial<CreateDeviceInput> = { osVersion: '', model: '' };

/** Platform, then what the tester cares to say of the version and the model. */
export function AddDeviceForm() {
  const { toast } = useToast();
  const form = useForm<CreateDeviceInput, unknown, CreateDeviceBody>({
    resolver: zodResolver(createDeviceBodySchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const addDevice = useAddDevice();
  // A refusal that names no field (the limit) shows above the button until the person edits.
  const refusal =
    addDevice.isError && !isUnauthorizedError(addDevice.error)
      ? humanErrorMessage(addDevice.error)
      : null;

  const onSubmit = form.handleSubmit((values) =>
    addDevice.mutate(values, {
      onSuccess: (device) => {
        // Without values the form's own reset runs too, which returns the select to its prompt.
        form.reset();
        toast({ title: 'Device added', description: deviceText(device) });
      },
      onError: (error) => {
        if (applyServerFieldErrors(error, form.setError, FIELDS)) addDevice.reset();
        else if (isUnauthorizedError(error)) handleMutationError(toast, error);
      },
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      onInput={clearRefusalOnEdit(addDevice)}
      noValidate
      aria-labelledby="add-device-heading"
      className="grid gap-4"
    >
      <h3 id="add-device-heading" className="font-medium">
        Add a device
      </h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="device-platform" label="Platform" error={errors.platform?.message}>
          <NativeSelect
            required
            {...form.register('platform', { setValueAs: (value) => value || undefined })}
          >
            <option value="">Select a platform</option>
            {PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {platform}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id="device-os-version"
          label="OS version (optional)"
          error={errors.osVersion?.message}
        >
          <Input
            inputMode="decimal"
            placeholder="14"
            maxLength={MAX.osVersion}
            {...form.register('osVersion')}
          />
        </FormField>
        <FormField id="device-model" label="Model (optional)" error={errors.model?.message}>
          <Input placeholder="Pixel 8" maxLength={MAX.model} {...form.register('model')} />
        </FormField>
      </div>
      {refusal && <ErrorAlert>{refusal}</ErrorAlert>}
      <Button type="submit" disabled={addDevice.isPending} className="sm:w-fit sm:justify-self-end">
        <Plus aria-hidden="true" />
        {addDevice.isPending ? 'Adding...' : 'Add device'}
      </Button>
    </form>
  );
}
