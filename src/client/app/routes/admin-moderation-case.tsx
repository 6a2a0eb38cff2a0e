import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { AdminAccessDenied } from '@/client/app/layout/admin-access-denied.tsx';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { EmptyState } from '@/client/components/empty-state.tsx';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import { useCase } from '@/client/features/moderation/api/get-case.ts';
import { CaseDetail } from '@/client/features/moderation/components/admin/case-detail.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import { errorCode } from '@/client/lib/errors.ts';
import type { User } from '@/shared/contracts/auth.ts';
import {
  REPORT_TARGET_LABELS,
  REPORT_TARGETS,
  type ReportTarget,
} from '@/shared/contracts/moderation-rules.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { NotFoundPage } from './not-found.tsx';

const isReportTarget = (value: string): value is ReportTarget =>
  (REPORT_TARGETS as readonly string[]).includes(value);

/** One case of the queue, deep-linkable so admins can hand it to each other. */
export function AdminModerationCasePage({ user }: { user: User }) {
  const { type = '', id = '' } = useParams<{ type: string; id: string }>();
  useDocumentTitle('Moderation case');
  if (user.role !== 'Admin') {
    return <AdminAccessDenied />;
  }
  if (!isReportTarget(type)) return <NotFoundPage />;
  return <CaseScreen targetType={type} targetId={id} />;
}

function CaseScreen({ targetType, targetId }: { targetType: ReportTarget; targetId: string }) {
  const query = useCase(targetType, targetId);
  // Outlives the re-read after an action, which may answer that the case is closed.
  const [outcome, setOutcome] = useState<string | null>(null);

  return (
    <PageContainer className="grid max-w-4xl gap-6">
      <Link
        href={clientRoutes.adminModeration}
        className="inline-flex items-center gap-1 justify-self-start rounded-sm text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the queue
      </Link>
      <h1 className="font-bold text-3xl tracking-tight [overflow-wrap:anywhere]">
        {query.data?.targetLabel ?? REPORT_TARGET_LABELS[targetType]}
      </h1>
      <p role="status" className="empty:hidden font-medium">
        {outcome}
      </p>
      <CaseBody query={query} onDone={setOutcome} />
    </PageContainer>
  );
}

function CaseBody({
  query,
  onDone,
}: {
  query: ReturnType<typeof useCase>;
  onDone: (outcome: string) => void;
}) {
  if (query.isPending) return <Spinner label="Loading the case" className="flex justify-center" />;
  if (query.isError) {
    const code = errorCode(query.error);
    if (code === 'case_not_found' || code === 'not_found') {
      return <EmptyState>This case is closed, or what it was about no longer exists.</EmptyState>;
    }
    return <RetryAlert onRetry={() => void query.refetch()}>Failed to load the case.</RetryAlert>;
  }
  return <CaseDetail item={query.data} onDone={onDone} />;
}
