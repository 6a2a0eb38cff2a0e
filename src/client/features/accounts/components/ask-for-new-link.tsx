import { Link } from 'wouter';
import { clientRoutes } from '@/shared/routes.ts';

/** The way out of a reset link that cannot work: the "Forgot password?" form, for a fresh one. */
export function AskForNewLink() {
  return (
    <Link
      href={clientRoutes.forgotPassword}
      className="mt-1 inline-block font-medium underline underline-offset-4"
    >
      Ask for a new link
    </Link>
  );
}
