import { Link } from 'wouter';
import { getFullName } from '@/client/lib/user-name.ts';
import type { RatingPerson } from '@/shared/contracts/reputation.ts';
import { clientRoutes } from '@/shared/routes.ts';

/** Someone's name linking to their profile; a deleted account has neither. */
export function PersonLink({ person }: { person: RatingPerson | null }) {
  if (!person) return <span className="text-muted-foreground italic">Deleted account</span>;
  return (
    <Link
      href={clientRoutes.person(person.id)}
      className="font-medium underline-offset-4 hover:underline"
    >
      {getFullName(person) || 'Unnamed member'}
    </Link>
  );
}
