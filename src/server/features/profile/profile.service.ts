import { eq } from 'drizzle-orm';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { UpdateProfileBody } from '@/shared/contracts/profile.ts';

/** Saves the profile form. An Admin keeps the Admin role: only another admin changes it. */
export async function updateProfile(
  { db, bus }: ServiceContext,
  user: UserRow,
  body: UpdateProfileBody,
): Promise<UserRow> {
  const role = user.role === 'Admin' ? 'Admin' : (body.role ?? user.role);
  const [updated] = await db
    .update(users)
    .set({
      role,
      phone: body.phone,
      businessName: body.businessName || null,
      website: body.website || null,
      wantsWeeklyDigest: body.wantsWeeklyDigest,
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new Error(`user ${user.id} vanished during profile update`);
  await bus.publish({ type: 'user_changed', userId: user.id });
  return updated;
}
