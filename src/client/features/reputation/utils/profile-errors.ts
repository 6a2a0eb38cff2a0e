import { errorCode } from '@/client/lib/errors.ts';

/** Nobody by that id (a malformed id names nobody either). */
export function isProfileMissing(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'profile_not_found' || code === 'not_found';
}

/** A tester who shows their profile only to builders they applied to. */
export function isProfilePrivate(error: unknown): boolean {
  return errorCode(error) === 'profile_private';
}
