import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button.tsx';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { NativeSelect } from '@/client/components/ui/native-select.tsx';
import { useCreateCycle } from '@/client/features/cycles/api/create-cycle.ts';
import { CYCLE_KIND_LABELS } from '@/client/features/cycles/utils/cycle-labels.ts';
import {
  limitOrNever,
  optionalNumber,
  startCycleDefaults,
} from '@/client/features/cycles/utils/start-cycle-defaults.ts';
import { timeZoneOptions } from '@/client/features/cycles/utils/time-zones.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { applyServerFieldErrors } from '@/client/lib/form-errors.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { CYCLE_KINDS } from '@/shared/contracts/cycle-rules.ts';
import {
  type CreateCycleBody,
  type CreateCycleInput,
  type Cycle,
  createCycleBodySchema,
} from '@/shared/contracts/cycles.ts';

const SERVER_FIELDS = [
  'kind',
  'testersRequired',
  'headroom',
  'lengthDays',
  'missedDaysLimit',
  'optInLink',
  'timeZone',
  'startDate',
] as const;

/** Starts a listing's test cycle; Play's numbers come prefilled, every one can be changed. */
export function StartCycleForm({
  listingId,
  onStarted,
}: {
  listingId: string;
  onStarted: (cycle: Cycle) => void;
}) {
  const { toast } = useToast();
  const create = useCreateCycle(listingId);
  const zones = useMemo(timeZoneOptions, []);
  const form = useForm<CreateCycleInput, unknown, CreateCycleBody>({
    resolver: zodResolver(createCycleBodySchema),
    defaultValues: startCycleDefaults(),
  });
  const { errors } = form.formState;
  const isPlay = form.watch('kind') === 'PlayClosedTest';

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (cycle) => {
        toast({
          title: cycle.status === 'Scheduled' ? 'Test cycle scheduled' : 'Test cycle started',
        });
        onStarted(cycle);
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError, SERVER_FIELDS)) {
          handleMutationError(toast, error);
        }
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid items-start gap-4 sm:grid-cols-2">
      <FormField
        id="cycle-kind"
        label="Kind"
        error={errors.kind?.message}
        className="sm:col-span-2"
      >
        <NativeSelect {...form.register('kind')}>
          {CYCLE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {CYCLE_KIND_LABELS[kind]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id="cycle-testers"
        label="Testers required"
        description={isPlay ? 'Google Play asks for at least 12.' : undefined}
        error={errors.testersRequired?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          {...form.register('testersRequired', { setValueAs: optionalNumber })}
        />
      </FormField>
      <FormField
        id="cycle-headroom"
        label="Extra places (headroom)"
        description="Kept filled beyond the requirement, so one tester dropping out does not cost you the count."
        error={errors.headroom?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          {...form.register('headroom', { setValueAs: optionalNumber })}
        />
      </FormField>
      <FormField
        id="cycle-length"
        label="Length in days"
        description={isPlay ? 'Google Play asks for 14 days in a row.' : undefined}
        error={errors.lengthDays?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          {...form.register('lengthDays', { setValueAs: optionalNumber })}
        />
      </FormField>
      <FormField
        id="cycle-missed-limit"
        label="Missed days before a place is released"
        description="Days in a row a tester may miss before their place goes to the next in line. Leave it empty to never release a place."
        error={errors.missedDaysLimit?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={3}
          {...form.register('missedDaysLimit', { setValueAs: limitOrNever })}
        />
      </FormField>
      <FormField
        id="cycle-opt-in-link"
        label="Store opt-in link"
        description="Shown only to accepted testers, like your access instructions."
        error={errors.optInLink?.message}
        className="sm:col-span-2"
      >
        <Input
          type="url"
          placeholder="https://play.google.com/apps/testing/..."
          {...form.register('optInLink')}
        />
      </FormField>
      <FormField
        id="cycle-time-zone"
        label="Time zone"
        description="Each cycle day runs from midnight to midnight in this zone."
        error={errors.timeZone?.message}
      >
        <NativeSelect {...form.register('timeZone')}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="cycle-start-date" label="Start date" error={errors.startDate?.message}>
        <Input type="date" {...form.register('startDate')} />
      </FormField>
      <Button
        type="submit"
        disabled={create.isPending}
        className="sm:col-span-2 sm:w-fit sm:justify-self-end"
      >
        {create.isPending ? 'Starting...' : 'Start the test cycle'}
      </Button>
    </form>
  );
}
