import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button.tsx';
import { clientRoutes } from '@/shared/routes.ts';

/** The server tells nobody outside the listing that a cycle exists, so this is all it says. */
export function CycleNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="font-bold text-3xl tracking-tight">Test cycle not found</h1>
      <p className="text-muted-foreground">
        This test cycle doesn't exist, or it belongs to a beta you are not part of.
      </p>
      <Button asChild variant="outline">
        <Link href={clientRoutes.builderDashboard}>Go to your dashboard</Link>
      </Button>
    </div>
  );
}
