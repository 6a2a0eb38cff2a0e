import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Input } from '@/client/components/ui/input.tsx';
import { Label } from '@/client/components/ui/label.tsx';
import { NativeSelect } from '@/client/components/ui/native-select.tsx';
import {
  RECIPIENT_LABELS,
  RECIPIENTS,
  type SendEmailFormInput,
} from '@/client/features/admin/utils/send-email-form-schema.ts';
import { EMAIL_MAX_LENGTH } from '@/shared/constants.ts';

type RecipientFieldProps = {
  register: UseFormRegister<SendEmailFormInput>;
  errors: FieldErrors<SendEmailFormInput>;
  /** Whether "One address" is picked, so the address box shows. */
  typesAddress: boolean;
};

/** "To": a group from the list, or "One address" and a box to type it in. */
export function RecipientField({ register, errors, typesAddress }: RecipientFieldProps) {
  const error = errors.recipient?.message ?? (typesAddress ? errors.address?.message : undefined);

  return (
    <div className="grid gap-2">
      <Label htmlFor="send-email-to">To</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <NativeSelect
          id="send-email-to"
          aria-invalid={errors.recipient ? true : undefined}
          aria-describedby={error ? 'send-email-to-error' : undefined}
          className="sm:w-44 sm:shrink-0"
          {...register('recipient')}
        >
          {RECIPIENTS.map((recipient) => (
            <option key={recipient} value={recipient}>
              {RECIPIENT_LABELS[recipient]}
            </option>
          ))}
        </NativeSelect>
        {typesAddress && (
          <Input
            type="email"
            autoComplete="off"
            maxLength={EMAIL_MAX_LENGTH}
            aria-label="Recipient e-mail address"
            placeholder="name@example.com"
            aria-invalid={errors.address ? true : undefined}
            aria-describedby={error ? 'send-email-to-error' : undefined}
            {...register('address')}
          />
        )}
      </div>
      {error && (
        <p id="send-email-to-error" className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
