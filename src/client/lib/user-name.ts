import type { NamedPerson as NamedUser } from '@/shared/person-name.ts';

/** The avatar fallback: initials of the first and last name, or "U" when both are missing. */
export function getInitials({ firstName, lastName }: NamedUser): string {
  const initials = [firstName, lastName]
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return initials || 'U';
}

/** The server's mails and notifications name people the same way. */
export { fullName as getFullName } from '@/shared/person-name.ts';
