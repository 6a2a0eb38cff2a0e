import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import { deleteImageIfUnused, isOwnPublicImage } from '@/server/features/images/image-ownership.ts';
import { badRequest, unauthorized } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import {
  type ChangeNameBody,
  PICTURE_NOT_UPLOADED_MESSAGE,
} from '@/shared/contracts/account-settings.ts';

/** Writes the user's row and tells every process: sessions, listings and sockets show it next. */
async function updateOwnUser(
  { db, bus }: ServiceContext,
  userId: string,
  changes: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'profileImageUrl'>>,
): Promise<UserRow> {
  const [updated] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  if (!updated) throw unauthorized();
  await bus.publish({ type: 'user_changed', userId });
  return updated;
}

export function changeName(ctx: ServiceContext, userId: string, body: ChangeNameBody) {
  return updateOwnUser(ctx, userId, { firstName: body.firstName, lastName: body.lastName });
}

/**
 * Shows a picture the user made through the image pipeline; a path to anyone else's image, or to
 * one that does not exist, is refused. The picture it replaces is deleted unless a listing shows it.
 */
export async function setProfilePicture(
  ctx: ServiceContext,
  user: UserRow,
  profileImageUrl: string,
): Promise<UserRow> {
  if (!(await isOwnPublicImage(ctx.db, user.id, profileImageUrl))) {
    throw badRequest('validation_failed', PICTURE_NOT_UPLOADED_MESSAGE, {
      profileImageUrl: PICTURE_NOT_UPLOADED_MESSAGE,
    });
  }
  const updated = await updateOwnUser(ctx, user.id, { profileImageUrl });
  await deleteUnusedPicture(ctx.db, user, profileImageUrl);
  return updated;
}

export async function removeProfilePicture(ctx: ServiceContext, user: UserRow): Promise<UserRow> {
  const updated = await updateOwnUser(ctx, user.id, { profileImageUrl: null });
  await deleteUnusedPicture(ctx.db, user, null);
  return updated;
}

/** The user's previous picture, when it was one of our images and nothing else shows it. */
async function deleteUnusedPicture(db: Database, user: UserRow, current: string | null) {
  const previous = user.profileImageUrl;
  if (previous && previous !== current) await deleteImageIfUnused(db, previous);
}
