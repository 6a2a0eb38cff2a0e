import { Controller } from 'react-hook-form';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Textarea } from '@/client/components/ui/textarea.tsx';
import { maxLengthsOf } from '@/shared/contracts/field-limits.ts';
import { createListingBodySchema } from '@/shared/contracts/listings.ts';
import type { ListingFormApi } from './listing-form-values.ts';
import { OptionalNumberField } from './optional-number-field.tsx';
import { ScreeningQuestionsField } from './screening-questions-field.tsx';

const MAX = maxLengthsOf(createListingBodySchema);

/** How the beta runs: places, questions for those who join, the way in, silent testers. */
export function RunningTheBetaFields({ form }: { form: ListingFormApi }) {
  const { errors } = form.formState;
  return (
    <section aria-labelledby="running-the-beta" className="grid gap-6 border-t pt-6">
      <div className="grid gap-1">
        <h2 id="running-the-beta" className="font-semibold text-lg tracking-tight">
          Running the beta
        </h2>
        <p className="text-muted-foreground text-sm">
          All optional: who gets a place, what you ask first, and how testers get the build.
        </p>
      </div>
      <NumberSetting
        form={form}
        name="testerLimit"
        id="post-tester-limit"
        label="Tester limit"
        description="Leave empty for no limit. Once it is reached, new testers join a waitlist and move up as places free."
      />
      <ScreeningQuestionsField form={form} />
      <FormField
        id="post-access-instructions"
        label="Access instructions"
        description="Only you and the testers you accept see this: a TestFlight or Play link, an invite code, the steps to install."
        error={errors.accessInstructions?.message}
      >
        <Textarea
          rows={4}
          placeholder="https://testflight.apple.com/join/..."
          maxLength={MAX.accessInstructions}
          {...form.register('accessInstructions')}
        />
      </FormField>
      <NumberSetting
        form={form}
        name="inactivityDays"
        id="post-inactivity-days"
        label="Release silent testers after (days)"
        description="Leave empty to keep every tester. An accepted tester silent this many days is reminded, and released half as many days later."
      />
    </section>
  );
}

/** A whole number the builder may leave empty, kept as typed until it is one. */
function NumberSetting({
  form,
  name,
  ...labels
}: {
  form: ListingFormApi;
  name: 'testerLimit' | 'inactivityDays';
  id: string;
  label: string;
  description: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <OptionalNumberField
          {...labels}
          error={fieldState.error?.message}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      )}
    />
  );
}
