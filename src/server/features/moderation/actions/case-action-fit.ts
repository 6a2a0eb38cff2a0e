import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import { badRequest, conflict } from '@/server/lib/app-error.ts';
import {
  MODERATION_ACTION_LABELS,
  type ModerationAction,
  REPORT_TARGET_LABELS,
  type ReportTarget,
} from '@/shared/contracts/moderation-rules.ts';

/** The things each action may be taken on; the person's actions fit any, through its owner. */
const FITS: Record<ModerationAction, readonly ReportTarget[] | 'any'> = {
  dismiss: 'any',
  hide_listing: ['listing'],
  restore_listing: ['listing'],
  reject_appeal: ['listing'],
  remove_content: ['message', 'feedback', 'rating'],
  warn: 'any',
  suspend: 'any',
  lift_suspension: 'any',
};

/** Refuses an action that does not fit the thing: hiding a message, removing a listing. */
export function checkActionFits(action: ModerationAction, type: ReportTarget): void {
  const fits = FITS[action];
  if (fits === 'any' || fits.includes(type)) return;
  throw badRequest(
    'action_not_allowed',
    `“${MODERATION_ACTION_LABELS[action]}” does not apply to a ${REPORT_TARGET_LABELS[type].toLowerCase()}`,
  );
}

/** The person a suspension or its lifting concerns, refused when it may not be done to them. */
export async function checkPersonAction(
  db: Database,
  admin: UserRow,
  action: 'suspend' | 'lift_suspension',
  personId: string,
): Promise<void> {
  const [person] = await db.select().from(users).where(eq(users.id, personId));
  if (!person) throw badRequest('action_not_allowed', 'This person’s account is gone');
  if (action === 'suspend') {
    // An admin's account is changed by another admin through its role first, never suspended.
    if (person.id === admin.id || person.role === 'Admin')
      throw badRequest('action_not_allowed', 'Admins cannot be suspended');
    return;
  }
  if (!person.suspendedAt) throw conflict('not_suspended', 'This person is not suspended');
}
