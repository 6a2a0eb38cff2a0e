import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { ImageUp, X } from 'lucide-react';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button.tsx';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Textarea } from '@/client/components/ui/textarea.tsx';
import { useToast } from '@/client/hooks/use-toast.ts';
import { isUnauthorizedError } from '@/client/lib/errors.ts';
import { applyServerFieldErrors } from '@/client/lib/form-errors.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import {
  type CheckIn,
  type CheckInBody,
  type CheckInInput,
  checkInBodySchema,
} from '@/shared/contracts/cycle-check-ins.ts';
import { CHECK_IN_NOTE_MAX_LENGTH } from '@/shared/contracts/cycle-rules.ts';
import type { Cycle } from '@/shared/contracts/cycles.ts';
import { dateInZone } from '@/shared/cycles/calendar-dates.ts';

/** The image pipeline's upload dialog, passed in by the page: features never import each other. */
export type ImageUploader = ComponentType<{
  trigger: ReactNode;
  onOpenChange: (open: boolean) => void;
  onUploaded: (objectPath: string) => void;
}>;

type Fields = Pick<CheckInInput, 'note' | 'screenshot'>;
type SentFields = Pick<CheckInBody, 'note' | 'screenshot'>;
const fieldsSchema = checkInBodySchema.pick({ note: true, screenshot: true });
export const CHECK_IN_FIELDS = ['note', 'screenshot'] as const;

type CheckInFormProps = {
  cycle: Pick<Cycle, 'id' | 'timeZone'>;
  /** Held by the panel, which shows a refusal even once the re-read card has no form. */
  checkIn: UseMutationResult<CheckIn, Error, CheckInBody>;
  ImageUploader: ImageUploader;
  onDone: () => void;
  onCancel: () => void;
};

/** Today's check-in: a note and a screenshot, both optional. */
export function CheckInForm({ cycle, checkIn, ImageUploader, onDone, onCancel }: CheckInFormProps) {
  const { toast } = useToast();
  const form = useForm<Fields, unknown, SentFields>({
    resolver: zodResolver(fieldsSchema),
    defaultValues: { note: '', screenshot: undefined },
  });
  const { errors } = form.formState;
  const noteId = `check-in-note-${cycle.id}`;

  // The form opens on a click of "I used it today": the tester goes on where they meant to.
  useEffect(() => form.setFocus('note'), [form]);

  const onSubmit = form.handleSubmit((values) =>
    checkIn.mutate(
      // Today in the cycle's zone, as this page sees it: a page left open past midnight is
      // refused for the day it meant rather than counted for the next.
      { ...values, date: dateInZone(new Date(), cycle.timeZone) },
      {
        onSuccess: onDone,
        onError: (failure) => {
          if (isUnauthorizedError(failure)) handleMutationError(toast, failure);
          else applyServerFieldErrors(failure, form.setError, CHECK_IN_FIELDS);
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-xl">
      <FormField
        id={noteId}
        label="What did you try?"
        description="Optional: a line for the builder about what you used."
        error={errors.note?.message}
      >
        <Textarea rows={3} maxLength={CHECK_IN_NOTE_MAX_LENGTH} {...form.register('note')} />
      </FormField>
      <Controller
        control={form.control}
        name="screenshot"
        render={({ field }) => (
          <fieldset className="m-0 grid min-w-0 gap-2 border-0 p-0">
            <legend className="mb-2 p-0 font-medium text-sm leading-none">
              Screenshot (optional)
            </legend>
            {field.value ? (
              <div className="relative w-fit">
                <img
                  src={field.value}
                  alt="Your screenshot"
                  className="h-20 w-28 rounded-md border bg-muted object-cover"
                />
                <Button
                  type="button"
                  variant="secondary"
                  size="icon"
                  className="absolute top-1 right-1 size-6"
                  aria-label="Remove the screenshot"
                  onClick={() => field.onChange(undefined)}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            ) : (
              <ImageUploader
                onOpenChange={() => {}}
                onUploaded={field.onChange}
                trigger={
                  <Button type="button" variant="outline" className="w-fit">
                    <ImageUp aria-hidden="true" />
                    Add screenshot
                  </Button>
                }
              />
            )}
            {errors.screenshot?.message && (
              <p className="font-medium text-destructive text-sm">{errors.screenshot.message}</p>
            )}
          </fieldset>
        )}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={checkIn.isPending}>
          {checkIn.isPending ? 'Checking in...' : 'Check in'}
        </Button>
        <Button type="button" variant="outline" disabled={checkIn.isPending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
