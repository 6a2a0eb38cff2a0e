import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card.tsx';
import { Label } from '@/client/components/ui/label.tsx';
import { Skeleton } from '@/client/components/ui/skeleton.tsx';
import { Textarea } from '@/client/components/ui/textarea.tsx';
import { useAgreement } from '@/client/features/agreements/api/get-agreement.ts';
import { usePutAgreement } from '@/client/features/agreements/api/put-agreement.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { humanErrorMessage } from '@/client/lib/errors.ts';
import { formatDate } from '@/client/lib/format-date.ts';
import { AGREEMENT_MAX_LENGTH } from '@/shared/contracts/agreement-rules.ts';
import type { Agreement } from '@/shared/contracts/agreements.ts';

const count = (n: number) => n.toLocaleString('en-US');

/** The builder's terms for a listing: testers accept the current version to join. */
export function AgreementEditor({ listingId }: { listingId: string }) {
  const query = useAgreement(listingId);
  let body: ReactNode;
  if (query.isPending) {
    body = <Skeleton className="h-40 w-full" aria-label="Loading the terms" />;
  } else if (query.isError) {
    body = <RetryAlert onRetry={() => query.refetch()}>Failed to load the terms.</RetryAlert>;
  } else {
    // A new version starts the form again from what was saved.
    body = (
      <AgreementForm key={query.data?.version ?? 0} listingId={listingId} current={query.data} />
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          Agreement
        </CardTitle>
        <CardDescription>
          Changing the terms makes a new version; testers who joined keep the version they accepted.
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

function AgreementForm({ listingId, current }: { listingId: string; current: Agreement | null }) {
  const { toast } = useToast();
  const mutation = usePutAgreement(listingId);
  const [text, setText] = useState(current?.text ?? '');
  const fieldId = useId();
  const counterId = useId();
  const statusId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(text, {
      onSuccess: (saved) => {
        if (!saved) toast({ title: 'Terms removed: testers join without accepting any' });
        else if (saved.version === current?.version) toast({ title: 'The terms are unchanged' });
        else toast({ title: `Terms saved as version ${saved.version}` });
      },
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <p id={statusId} className="text-muted-foreground text-sm">
        {current
          ? `Version ${current.version}, saved ${formatDate(current.createdAt)}.`
          : 'No terms yet: testers join without accepting any.'}
      </p>
      <div className="grid gap-2">
        <Label htmlFor={fieldId}>Terms testers must accept (NDA or test agreement)</Label>
        <Textarea
          id={fieldId}
          value={text}
          rows={8}
          maxLength={AGREEMENT_MAX_LENGTH}
          aria-describedby={`${statusId} ${counterId}`}
          className="max-h-96 [overflow-wrap:anywhere]"
          onChange={(event) => {
            setText(event.target.value);
            if (mutation.error) mutation.reset();
          }}
        />
        <p id={counterId} className="text-right text-muted-foreground text-xs tabular-nums">
          {count(text.length)}/{count(AGREEMENT_MAX_LENGTH)}
        </p>
      </div>
      {mutation.error && <ErrorAlert>{humanErrorMessage(mutation.error)}</ErrorAlert>}
      <Button type="submit" className="w-full sm:w-fit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving...' : 'Save terms'}
      </Button>
    </form>
  );
}
