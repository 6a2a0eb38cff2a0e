import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button.tsx';
import { clientRoutes } from '@/shared/routes.ts';

/** No such person, or their account is gone: like the app's other not-found screens. */
export function ProfileNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="font-bold text-3xl tracking-tight">Profile not found</h1>
      <p className="text-muted-foreground">
        This profile doesn't exist, or the account was deleted.
      </p>
      <Button asChild variant="outline">
        <Link href={clientRoutes.home}>Go to the home page</Link>
      </Button>
    </div>
  );
}

/** A tester who shows their profile only to the builders of betas they applied to. */
export function ProfilePrivate() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="font-bold text-3xl tracking-tight">This profile is private</h1>
      <p className="max-w-prose text-muted-foreground">
        This tester's profile is visible only to builders they apply to.
      </p>
      <Button asChild variant="outline">
        <Link href={clientRoutes.home}>Go to the home page</Link>
      </Button>
    </div>
  );
}
