export type NamedPerson = { firstName: string | null; lastName: string | null };

/** "First Last", skipping missing parts. */
export function fullName({ firstName, lastName }: NamedPerson): string {
  return [firstName, lastName]
    .map((name) => name?.trim())
    .filter(Boolean)
    .join(' ');
}
