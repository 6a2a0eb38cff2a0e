import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button.tsx';
import { clientRoutes } from '@/shared/routes.ts';

export function ListingNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="font-bold text-3xl tracking-tight">Software Not Found</h1>
      <p className="text-muted-foreground">
        This software listing doesn't exist or has been removed.
      </p>
      <Button asChild variant="outline">
        <Link href={clientRoutes.home}>Go to the home page</Link>
      </Button>
    </div>
  );
}
