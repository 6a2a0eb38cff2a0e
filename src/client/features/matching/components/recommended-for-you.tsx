import { useQuery } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { Link } from 'wouter';
import { Skeleton } from '@/client/components/ui/skeleton.tsx';
import { useMyDevices, useRecommended } from '@/client/features/matching/api/get-recommended.ts';
import { RecommendedCard } from '@/client/features/matching/components/recommended-card.tsx';
import { getQueryFn } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import type { Session } from '@/shared/contracts/auth.ts';

const HEADING_ID = 'recommended-heading';

/** The shape of the row while it loads, so the listings below move as little as they can. */
function RecommendedSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading recommendations"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className={index === 0 ? 'h-24' : 'hidden h-24 sm:block lg:block'} />
      ))}
    </div>
  );
}

function AddDevicesPrompt() {
  return (
    <p className="flex items-start gap-2 rounded-xl border bg-secondary p-4 text-secondary-foreground text-sm">
      <Smartphone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0">
        <Link
          href="/profile#your-devices"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Add your devices to get betas you can install.
        </Link>
      </span>
    </p>
  );
}

function RecommendedRow() {
  const devices = useMyDevices();
  const recommended = useRecommended();
  const noDevices = devices.data?.length === 0;
  // A failed read hides the row: Browse below still lists every beta.
  if (recommended.isError || (recommended.data?.length === 0 && !noDevices)) return null;
  const body = noDevices ? (
    <AddDevicesPrompt />
  ) : recommended.isPending ? (
    <RecommendedSkeleton />
  ) : (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {recommended.data.map((item) => (
        <RecommendedCard key={item.listing.id} item={item} />
      ))}
    </ul>
  );
  return (
    <section aria-labelledby={HEADING_ID} className="mb-8 grid gap-3">
      <h2 id={HEADING_ID} className="font-semibold text-xl tracking-tight">
        Recommended for you
      </h2>
      {body}
    </section>
  );
}

/** "Recommended for you" above Browse's listings, for a signed-in tester only. */
export function RecommendedForYou() {
  // The router reads the session before it shows any screen: this only follows it, never asks.
  const session = useQuery({
    queryKey: queryKeys.session,
    queryFn: getQueryFn<Session>(),
    enabled: false,
  });
  if (session.data?.role !== 'Tester') return null;
  return <RecommendedRow />;
}
