import { CalendarPlus, CircleStop } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { useUpdateCycle } from '@/client/features/cycles/api/update-cycle.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { parseApiError } from '@/client/lib/errors.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { CYCLE_EXTENSION_MAX_DAYS } from '@/shared/contracts/cycle-rules.ts';
import type { Cycle } from '@/shared/contracts/cycles.ts';
import { countOf } from '@/shared/plural.ts';

/** Extend a cycle that needs more days, or end one early; an ended cycle stays as history. */
export function CycleControls({ cycle }: { cycle: Cycle }) {
  const { toast } = useToast();
  const update = useUpdateCycle(cycle.id);
  const [days, setDays] = useState('7');
  const [error, setError] = useState<string>();

  const extend = (event: FormEvent) => {
    event.preventDefault();
    const extendByDays = Number(days);
    if (!Number.isInteger(extendByDays) || extendByDays < 1) {
      setError('Enter a whole number of days, 1 or more');
      return;
    }
    setError(undefined);
    update.mutate(
      { extendByDays },
      {
        onSuccess: () =>
          toast({ title: `Cycle extended by ${countOf(extendByDays, 'day', 'days')}` }),
        onError: (failure) => {
          const fieldError = parseApiError(failure)?.errors?.extendByDays;
          if (fieldError) setError(fieldError);
          else handleMutationError(toast, failure);
        },
      },
    );
  };

  const end = () =>
    update.mutate(
      { end: true },
      {
        onSuccess: () =>
          toast({ title: 'The cycle has ended', description: 'Its record stays here.' }),
        onError: (failure) => handleMutationError(toast, failure),
      },
    );

  return (
    <div className="grid gap-6">
      <form onSubmit={extend} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField
          id="cycle-extend-days"
          label="Extend by (days)"
          error={error}
          className="sm:w-48"
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={CYCLE_EXTENSION_MAX_DAYS}
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        </FormField>
        <Button type="submit" variant="outline" disabled={update.isPending} className="sm:w-fit">
          <CalendarPlus aria-hidden="true" />
          Extend the cycle
        </Button>
      </form>
      <div className="grid gap-2">
        <p className="text-muted-foreground text-sm">
          Ending the cycle stops its days today. Its record and evidence pack stay.
        </p>
        <ConfirmDialog
          trigger={
            <Button variant="destructive" disabled={update.isPending} className="w-fit">
              <CircleStop aria-hidden="true" />
              End the cycle early
            </Button>
          }
          title="End this test cycle today?"
          description="Testers stop checking in after today and the count stops. An ended cycle cannot be restarted: a new one starts again from day 1."
          confirmLabel="End the cycle"
          onConfirm={end}
        />
      </div>
    </div>
  );
}
