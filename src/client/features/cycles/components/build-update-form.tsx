import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button.tsx';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { Textarea } from '@/client/components/ui/textarea.tsx';
import { useCreateBuild } from '@/client/features/cycles/api/create-build.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { applyServerFieldErrors } from '@/client/lib/form-errors.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import {
  type CreateBuildBody,
  type CreateBuildInput,
  createBuildBodySchema,
} from '@/shared/contracts/cycle-builds.ts';
import {
  BUILD_NOTES_MAX_LENGTH,
  BUILD_VERSION_MAX_LENGTH,
} from '@/shared/contracts/cycle-rules.ts';
import { countOf } from '@/shared/plural.ts';
import { FixChecklist } from './fix-checklist.tsx';

const SERVER_FIELDS = ['version', 'notes', 'fixes'] as const;
const EMPTY: CreateBuildInput = { version: '', notes: '', fixes: [] };

/**
 * A build shipped to the cycle's testers: they are told to update, and the reports it names move
 * to Fixed for their reporters to verify.
 */
export function BuildUpdateForm({ cycleId, listingId }: { cycleId: string; listingId: string }) {
  const { toast } = useToast();
  const create = useCreateBuild(cycleId, listingId);
  const form = useForm<CreateBuildInput, unknown, CreateBuildBody>({
    resolver: zodResolver(createBuildBodySchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (build) => {
        toast({
          title: 'Build update posted',
          description:
            build.fixes.length === 0
              ? 'Your testers are told to update.'
              : `Your testers are told to update, and ${countOf(build.fixes.length, 'report is', 'reports are')} marked fixed.`,
        });
        form.reset(EMPTY);
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError, SERVER_FIELDS)) {
          handleMutationError(toast, error);
        }
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        id="build-version"
        label="Version"
        description="As your testers will see it in the store, such as 1.2.0."
        error={errors.version?.message}
      >
        <Input maxLength={BUILD_VERSION_MAX_LENGTH} {...form.register('version')} />
      </FormField>
      <FormField
        id="build-notes"
        label="What changed"
        description="Your testers read this in the changelog and in the notice to update."
        error={errors.notes?.message}
      >
        <Textarea rows={4} maxLength={BUILD_NOTES_MAX_LENGTH} {...form.register('notes')} />
      </FormField>
      <Controller
        control={form.control}
        name="fixes"
        render={({ field }) => (
          <FixChecklist
            listingId={listingId}
            value={field.value ?? []}
            onChange={field.onChange}
            error={errors.fixes?.message ?? errors.fixes?.root?.message}
          />
        )}
      />
      <Button type="submit" disabled={create.isPending} className="sm:w-fit sm:justify-self-end">
        {create.isPending ? 'Posting...' : 'Post the build update'}
      </Button>
    </form>
  );
}
