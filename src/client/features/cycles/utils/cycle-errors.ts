import { errorCode } from '@/client/lib/errors.ts';

/** A cycle read that found nothing the viewer may see: a wrong id reads the same as a hidden one. */
export function isCycleMissing(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'cycle_not_found' || code === 'not_found';
}

/** The server refused because the viewer is not the listing's builder, or not a builder at all. */
export function isNotCycleBuilder(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'not_listing_builder' || code === 'wrong_role';
}
