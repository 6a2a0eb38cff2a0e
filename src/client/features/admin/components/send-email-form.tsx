import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/client/components/ui/button.tsx';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { Textarea } from '@/client/components/ui/textarea.tsx';
import { useSendEmail } from '@/client/features/admin/api/send-email.ts';
import {
  canSendEmail,
  SEND_EMAIL_DEFAULTS,
  type SendEmailFormInput,
  sendEmailFormSchema,
} from '@/client/features/admin/utils/send-email-form-schema.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { parseApiError } from '@/client/lib/errors.ts';
import { applyServerFieldErrors } from '@/client/lib/form-errors.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { type SendEmailBody, sendEmailBodySchema } from '@/shared/contracts/admin.ts';
import { maxLengthsOf } from '@/shared/contracts/field-limits.ts';
import { countOf } from '@/shared/plural.ts';
import { RecipientField } from './recipient-field.tsx';

const MAX = maxLengthsOf(sendEmailBodySchema);

/**
 * Says what happened: the mail waits in the outbox, and without a mail server it stays there.
 * "Sent" would claim a delivery that has not happened yet, or never will.
 */
function queuedToast({ queued, held }: { queued: number; held: boolean }) {
  const recipients = countOf(queued, 'recipient', 'recipients');
  return held
    ? {
        title: 'Email queued.',
        description: `Kept in the outbox for ${recipients}, not sent: no SMTP_URL is set.`,
      }
    : {
        title: 'Email queued.',
        description: `Queued for delivery to ${recipients}; the outbox shows when each is sent.`,
      };
}

/** Writes one e-mail to an address or a group; it is queued in the outbox, not sent at once. */
export function SendEmailForm() {
  const { toast } = useToast();
  const form = useForm<SendEmailFormInput, unknown, SendEmailBody>({
    resolver: zodResolver(sendEmailFormSchema),
    defaultValues: SEND_EMAIL_DEFAULTS,
  });
  const { errors } = form.formState;
  const [recipient, address, subject, message] = useWatch({
    control: form.control,
    name: ['recipient', 'address', 'subject', 'message'],
  });
  const sendEmail = useSendEmail();

  const onSubmit = form.handleSubmit((body) =>
    sendEmail.mutate(body, {
      onSuccess: (result) => {
        toast(queuedToast(result));
        form.reset(SEND_EMAIL_DEFAULTS);
      },
      onError: (error) => {
        // The server names the recipients "to": a group with nobody in it, or a bad address.
        const toError = parseApiError(error)?.errors?.to;
        if (toError) {
          const field = form.getValues('recipient') === 'address' ? 'address' : 'recipient';
          form.setError(field, { type: 'server', message: toError });
        }
        applyServerFieldErrors(error, form.setError, ['subject', 'message']);
        handleMutationError(toast, error);
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <RecipientField
        register={form.register}
        errors={errors}
        typesAddress={recipient === 'address'}
      />
      <FormField id="send-email-subject" label="Subject" error={errors.subject?.message}>
        <Input autoComplete="off" maxLength={MAX.subject} {...form.register('subject')} />
      </FormField>
      <FormField id="send-email-message" label="Message" error={errors.message?.message}>
        <Textarea rows={6} maxLength={MAX.message} {...form.register('message')} />
      </FormField>
      <div className="flex justify-end">
        <Button
          type="submit"
          disabled={!canSendEmail({ recipient, address, subject, message }) || sendEmail.isPending}
          className="w-full sm:w-auto"
        >
          <Send aria-hidden="true" />
          {sendEmail.isPending ? 'Sending...' : 'Send Email'}
        </Button>
      </div>
    </form>
  );
}
