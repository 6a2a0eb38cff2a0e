import type { UserRow } from '@/server/db/schema/users.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';

/** What a suspension or its lifting needs beyond the context: the site's address for the mail. */
export interface SuspensionSettings {
  publicUrl: string;
}

/**
 * Suspends a person for `days`, or for good when null: sign-in refused, every session ended at
 * once (on every process), their listings hidden, their places freed to the waitlists, the audit
 * entry written, and the person told.
 */
export async function suspendPerson(
  _ctx: ServiceContext,
  _admin: UserRow,
  _personId: string,
  _suspension: { reason: string; days: number | null },
  _settings: SuspensionSettings,
): Promise<void> {
  throw new Error('suspendPerson is built by the suspensions helper');
}

/** Ends a suspension early (an admin) or on time (`admin` null: the job): listings come back. */
export async function liftSuspension(
  _ctx: ServiceContext,
  _admin: UserRow | null,
  _personId: string,
  _reason: string,
  _settings: SuspensionSettings,
): Promise<void> {
  throw new Error('liftSuspension is built by the suspensions helper');
}
