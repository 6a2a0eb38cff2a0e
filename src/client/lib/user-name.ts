type NamedUser = { firstName: string | null; lastName: string | null };

/** The avatar fallback: initials of the first and last name, or "U" when both are missing. */
export function getInitials({ firstName, lastName }: NamedUser): string {
  const initials = [firstName, lastName]
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return initials || 'U';
}

/** "First Last", skipping missing parts. */
export function getFullName({ firstName, lastName }: NamedUser): string {
  return [firstName, lastName]
    .map((name) => name?.trim())
    .filter(Boolean)
    .join(' ');
}
