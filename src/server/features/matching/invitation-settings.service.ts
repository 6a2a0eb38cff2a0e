import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { users } from '@/server/db/schema/users.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { InvitationSettings } from '@/shared/contracts/matching.ts';

export async function readInvitationSettings(
  db: Database,
  testerId: string,
): Promise<InvitationSettings> {
  const [row] = await db
    .select({ acceptsInvitations: users.acceptsInvitations })
    .from(users)
    .where(eq(users.id, testerId));
  return { acceptsInvitations: row?.acceptsInvitations ?? true };
}

/** Off, the tester is suggested to no builder and every invitation to them is skipped. */
export async function saveInvitationSettings(
  { db, bus }: ServiceContext,
  testerId: string,
  { acceptsInvitations }: InvitationSettings,
): Promise<InvitationSettings> {
  await db.update(users).set({ acceptsInvitations }).where(eq(users.id, testerId));
  // Sessions keep the user row: the next request must read the new choice.
  await bus.publish({ type: 'user_changed', userId: testerId });
  return { acceptsInvitations };
}
