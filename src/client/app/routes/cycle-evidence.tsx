import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import { useCycleEvidence } from '@/client/features/cycles/api/get-cycle-evidence.ts';
import { CycleNotFound } from '@/client/features/cycles/components/cycle-not-found.tsx';
import { EvidencePack } from '@/client/features/cycles/components/evidence-pack.tsx';
import { NotCycleBuilder } from '@/client/features/cycles/components/not-cycle-builder.tsx';
import { isCycleMissing, isNotCycleBuilder } from '@/client/features/cycles/utils/cycle-errors.ts';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';

/** A cycle's evidence pack, for its builder, laid out to print. */
export function CycleEvidencePage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useCycleEvidence(id);
  useDocumentTitle(query.data ? `Evidence pack: ${query.data.listing.name}` : null);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="flex justify-center py-24">
        <Spinner label="Loading the evidence pack" />
      </div>
    );
  } else if (query.isError) {
    if (isCycleMissing(query.error)) body = <CycleNotFound />;
    else if (isNotCycleBuilder(query.error)) body = <NotCycleBuilder />;
    else {
      body = (
        <RetryAlert onRetry={() => query.refetch()}>Failed to load the evidence pack.</RetryAlert>
      );
    }
  } else {
    body = <EvidencePack evidence={query.data} />;
  }
  return <PageContainer className="max-w-4xl print:max-w-none print:p-0">{body}</PageContainer>;
}
