import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import { useListingCycles } from '@/client/features/cycles/api/get-listing-cycles.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { CycleList } from './cycle-list.tsx';
import { StartCycleForm } from './start-cycle-form.tsx';

/** The builder's test cycles of one listing, and the form to start one when none is open. */
export function ListingCycles({ listing }: { listing: Listing }) {
  const [, navigate] = useLocation();
  const query = useListingCycles(listing.id);
  const hasOpen = query.data?.some((cycle) => cycle.status !== 'Ended') ?? false;

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-3">
        <Link
          href={clientRoutes.listing(listing.id)}
          className="inline-flex w-fit items-start gap-1 rounded-sm text-muted-foreground text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Back to {listing.name}
        </Link>
        <h1 className="min-w-0 font-bold text-2xl tracking-tight">Test cycles of {listing.name}</h1>
        <p className="text-muted-foreground">
          Keep enough testers opted in, every day, for as long as the store asks.
        </p>
      </div>
      <section aria-labelledby="cycles-heading" className="grid gap-4">
        <h2 id="cycles-heading" className="font-semibold text-xl">
          Cycles
        </h2>
        {query.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label="Loading the test cycles" />
          </div>
        ) : query.isError ? (
          <RetryAlert onRetry={() => query.refetch()}>Failed to load the test cycles.</RetryAlert>
        ) : (
          <CycleList cycles={query.data} />
        )}
      </section>
      {query.isSuccess && !hasOpen && (
        <section
          aria-labelledby="start-cycle-heading"
          className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm"
        >
          <div className="grid gap-1">
            <h2 id="start-cycle-heading" className="font-semibold text-xl">
              Start a test cycle
            </h2>
            <p className="text-muted-foreground text-sm">
              Your accepted testers confirm they opted in, then check in each day. One cycle runs at
              a time.
            </p>
          </div>
          <StartCycleForm
            listingId={listing.id}
            onStarted={(cycle) => navigate(clientRoutes.cycle(cycle.id))}
          />
        </section>
      )}
    </div>
  );
}
