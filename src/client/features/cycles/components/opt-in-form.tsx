import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button.tsx';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { useOptIn } from '@/client/features/cycles/api/opt-in.ts';
import { storeEmailHint } from '@/client/features/cycles/utils/my-cycle-text.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { humanErrorMessage, isUnauthorizedError } from '@/client/lib/errors.ts';
import { applyServerFieldErrors } from '@/client/lib/form-errors.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import type { CycleKind } from '@/shared/contracts/cycle-rules.ts';
import { type OptInBody, optInBodySchema } from '@/shared/contracts/cycles.ts';

type OptInFormProps = {
  cycleId: string;
  kind: CycleKind;
  /** Their Beta Harbor address the first time, the address they gave when correcting it. */
  defaultEmail: string;
  /** "I've opted in" the first time, "Save address" when correcting. */
  submitLabel: string;
  onSaved?: () => void;
  /** Shown as a Cancel button when the tester may go back without saving. */
  onCancel?: () => void;
};

/** The store account's address, confirmed; every refusal is said under the field. */
export function OptInForm({
  cycleId,
  kind,
  defaultEmail,
  submitLabel,
  onSaved,
  onCancel,
}: OptInFormProps) {
  const { toast } = useToast();
  const optIn = useOptIn(cycleId);
  const form = useForm<OptInBody>({
    resolver: zodResolver(optInBodySchema),
    defaultValues: { storeEmail: defaultEmail },
  });
  const error = form.formState.errors.storeEmail?.message;
  const fieldId = `store-email-${cycleId}`;

  const onSubmit = form.handleSubmit((values) =>
    optIn.mutate(values, {
      onSuccess: () => onSaved?.(),
      onError: (failure) => {
        if (isUnauthorizedError(failure)) handleMutationError(toast, failure);
        else if (!applyServerFieldErrors(failure, form.setError, ['storeEmail']))
          form.setError('storeEmail', { type: 'server', message: humanErrorMessage(failure) });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <FormField
        id={fieldId}
        label="Store account e-mail"
        className="sm:max-w-md"
        description={storeEmailHint(kind)}
        error={error}
      >
        <Input type="email" autoComplete="email" {...form.register('storeEmail')} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={optIn.isPending}>
          {optIn.isPending ? 'Saving...' : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" disabled={optIn.isPending} onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
