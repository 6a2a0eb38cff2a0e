import { Link } from 'wouter';
import { AccessDenied } from '@/client/components/access-denied.tsx';
import { clientRoutes } from '@/shared/routes.ts';

export const CYCLE_BUILDERS_MESSAGE = 'Only the builder of this beta can run its test cycles';

/** Shown to anyone but the listing's builder: the server refuses them the cycle's records too. */
export function NotCycleBuilder({ listingId }: { listingId?: string }) {
  return (
    <AccessDenied
      message={CYCLE_BUILDERS_MESSAGE}
      action={
        listingId ? (
          <Link href={clientRoutes.listing(listingId)} className="underline underline-offset-4">
            Back to the listing
          </Link>
        ) : (
          <Link href={clientRoutes.myDemos} className="underline underline-offset-4">
            Your days in a cycle are on My Demos
          </Link>
        )
      }
    />
  );
}
