import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button.tsx';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { Label } from '@/client/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '@/client/components/ui/radio-group.tsx';
import { Textarea } from '@/client/components/ui/textarea.tsx';
import { useCreateFeedback } from '@/client/features/feedback/api/create-feedback.ts';
import { currentDevice } from '@/client/features/feedback/utils/device.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { applyServerFieldErrors } from '@/client/lib/form-errors.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import {
  type CreateFeedbackBody,
  type CreateFeedbackInput,
  createFeedbackBodySchema,
  FEEDBACK_KINDS,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TITLE_MAX,
  type FeedbackDetail,
} from '@/shared/contracts/feedback.ts';
import { BugFields } from './bug-fields.tsx';
import { DeviceFields } from './device-fields.tsx';
import { type ImageUploader, ScreenshotsField } from './screenshots-field.tsx';

const SERVER_FIELDS = [
  'kind',
  'title',
  'body',
  'steps',
  'expected',
  'actual',
  'severity',
  'screenshots',
] as const;

/** The server refuses bug fields on an idea or praise, and an empty one says nothing. */
function bodyToSend(values: CreateFeedbackBody): CreateFeedbackBody {
  const isBug = values.kind === 'Bug';
  const keep = (text: string | undefined) => (isBug && text ? text : undefined);
  return {
    ...values,
    steps: keep(values.steps),
    expected: keep(values.expected),
    actual: keep(values.actual),
    severity: isBug ? values.severity : undefined,
  };
}

type FeedbackFormProps = {
  listingId: string;
  ImageUploader: ImageUploader;
  onFiled: (report: FeedbackDetail) => void;
};

export function FeedbackForm({ listingId, ImageUploader, onFiled }: FeedbackFormProps) {
  const { toast } = useToast();
  const create = useCreateFeedback(listingId);
  const form = useForm<CreateFeedbackInput, unknown, CreateFeedbackBody>({
    resolver: zodResolver(createFeedbackBodySchema),
    defaultValues: {
      kind: 'Bug',
      title: '',
      body: '',
      steps: '',
      expected: '',
      actual: '',
      screenshots: [],
      device: currentDevice(),
    },
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(bodyToSend(values), {
      onSuccess: onFiled,
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError, SERVER_FIELDS)) {
          handleMutationError(toast, error);
        }
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <div className="grid gap-2">
            <span id="feedback-kind-label" className="font-medium text-sm leading-none">
              Kind
            </span>
            <RadioGroup
              aria-labelledby="feedback-kind-label"
              value={field.value}
              onValueChange={(next) => {
                const chosen = FEEDBACK_KINDS.find((candidate) => candidate === next);
                if (chosen) field.onChange(chosen);
              }}
              className="flex flex-wrap gap-4"
            >
              {FEEDBACK_KINDS.map((option) => (
                <div key={option} className="flex items-center gap-2">
                  <RadioGroupItem value={option} id={`feedback-kind-${option}`} />
                  <Label htmlFor={`feedback-kind-${option}`}>{option}</Label>
                </div>
              ))}
            </RadioGroup>
          </div>
        )}
      />
      <FormField id="feedback-title" label="Title" error={errors.title?.message}>
        <Input maxLength={FEEDBACK_TITLE_MAX} {...form.register('title')} />
      </FormField>
      <FormField id="feedback-body" label="Description" error={errors.body?.message}>
        <Textarea rows={4} maxLength={FEEDBACK_TEXT_MAX} {...form.register('body')} />
      </FormField>
      {kind === 'Bug' && <BugFields register={form.register} errors={errors} />}
      <Controller
        control={form.control}
        name="screenshots"
        render={({ field }) => (
          <ScreenshotsField
            value={field.value ?? []}
            onChange={field.onChange}
            ImageUploader={ImageUploader}
            error={errors.screenshots?.message ?? errors.screenshots?.root?.message}
          />
        )}
      />
      <DeviceFields register={form.register} errors={errors} />
      <Button type="submit" disabled={create.isPending} className="sm:w-fit sm:justify-self-end">
        {create.isPending ? 'Sending...' : 'Send report'}
      </Button>
    </form>
  );
}
