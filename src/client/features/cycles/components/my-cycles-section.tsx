import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { useMyCycles } from '@/client/features/cycles/api/get-my-cycles.ts';
import { useMyCyclesAtMidnight } from '@/client/features/cycles/hooks/use-my-cycles-at-midnight.ts';
import type { MyCycle } from '@/shared/contracts/cycles.ts';
import type { ImageUploader } from './check-in-form.tsx';
import { MyCycleCard } from './my-cycle-card.tsx';

const ORDER = { Running: 0, Scheduled: 1, Ended: 2 } as const;

/** Today's check-ins first, then what is coming, then history; the server's order within each. */
const byUrgency = (cycles: MyCycle[]) =>
  cycles.toSorted((a, b) => ORDER[a.cycle.status] - ORDER[b.cycle.status]);

type MyCyclesSectionProps = {
  email: string;
  ImageUploader: ImageUploader;
};

/**
 * The test cycles the tester is in, above their betas. Most testers never join one, so the
 * section takes no room for them: nothing while it loads (only a word for screen readers) and
 * nothing when there is none.
 */
export function MyCyclesSection({ email, ImageUploader }: MyCyclesSectionProps) {
  const query = useMyCycles();
  useMyCyclesAtMidnight(query.data);

  if (query.isPending)
    return (
      <p role="status" className="sr-only">
        Loading your test cycles
      </p>
    );
  if (query.isError)
    return (
      <ErrorAlert className="mb-8 items-center">
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          Failed to load your test cycles.
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {query.isFetching ? 'Trying again...' : 'Try again'}
          </Button>
        </span>
      </ErrorAlert>
    );
  if (query.data.length === 0) return null;

  return (
    <section aria-labelledby="test-cycles-heading" className="mb-8 grid gap-4">
      <h2 id="test-cycles-heading" className="font-semibold text-xl tracking-tight">
        Test cycles
      </h2>
      <ul className="grid gap-4">
        {byUrgency(query.data).map((myCycle) => (
          <li key={myCycle.cycle.id}>
            <MyCycleCard myCycle={myCycle} email={email} ImageUploader={ImageUploader} />
          </li>
        ))}
      </ul>
    </section>
  );
}
