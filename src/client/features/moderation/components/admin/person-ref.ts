import { getFullName } from '@/client/lib/user-name.ts';
import type { PersonRef } from '@/shared/contracts/moderation.ts';

/** How the admin screens name a person: their name, else their address; gone accounts say so. */
export function describePerson(person: PersonRef | null): string {
  if (!person) return 'Deleted account';
  return getFullName(person) || person.email || 'Unnamed user';
}
