import { EmptyState } from '@/client/components/empty-state.tsx';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import { useCycleBuilds } from '@/client/features/cycles/api/get-cycle-builds.ts';
import type { CycleBuild } from '@/shared/contracts/cycle-builds.ts';
import { BuildEntry } from './build-entry.tsx';

/** The builds posted to the cycle, newest first, as a list of entries. */
export function BuildList({
  builds,
  headingLevel,
}: {
  builds: CycleBuild[];
  headingLevel?: 'h3' | 'h4';
}) {
  if (builds.length === 0) return <EmptyState>No build updates yet.</EmptyState>;
  return (
    <ol className="grid gap-3">
      {builds.map((build) => (
        <li key={build.id}>
          <BuildEntry build={build} headingLevel={headingLevel} />
        </li>
      ))}
    </ol>
  );
}

/** The cycle's changelog, read live with the rest of the page. */
export function BuildChangelog({ cycleId }: { cycleId: string }) {
  const query = useCycleBuilds(cycleId);
  if (query.isPending) return <Spinner label="Loading the build updates" className="py-4" />;
  if (query.isError) {
    return (
      <RetryAlert onRetry={() => query.refetch()}>Failed to load the build updates.</RetryAlert>
    );
  }
  return <BuildList builds={query.data} />;
}
