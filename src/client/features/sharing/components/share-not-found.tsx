import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button.tsx';
import { clientRoutes } from '@/shared/routes.ts';

/** Says nothing about why: a visitor learns only that there is nothing to see. */
export function ShareNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="font-bold text-3xl tracking-tight">Software Not Found</h1>
      <p className="text-muted-foreground">
        The software you're looking for doesn't exist or isn't publicly shareable.
      </p>
      <Button asChild variant="outline">
        <Link href={clientRoutes.home}>Go to the home page</Link>
      </Button>
    </div>
  );
}
