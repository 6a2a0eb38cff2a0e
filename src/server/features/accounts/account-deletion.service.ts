import { eq, or } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { accountTokens, signInFailures } from '@/server/db/schema/accounts.ts';
import { objects, uploadTokens } from '@/server/db/schema/images.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { emailOutbox } from '@/server/db/schema/mail.ts';
import {
  messageMailMarks,
  notificationPreferences,
  notifications,
} from '@/server/db/schema/notifications.ts';
import { saved } from '@/server/db/schema/saved.ts';
import { shortLinks } from '@/server/db/schema/sharing.ts';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import { deleteUserSessions, verifyPassword } from '@/server/features/auth/credentials.ts';
import {
  fillFreePlacesOf,
  movedUp,
  publishInterestChanges,
  recordInterestChanges,
} from '@/server/features/interests/freed-places.ts';
import { eraseRatingWords, refreshRatedBy } from '@/server/features/reputation/account-ratings.ts';
import { badRequest, conflict } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import {
  DELETE_CONFIRMATION_MESSAGE,
  DELETE_CONFIRMATION_WORD,
  DELETE_PASSWORD_MESSAGE,
  type DeleteAccountBody,
  LAST_ADMIN_DELETE_MESSAGE,
} from '@/shared/contracts/account-data.ts';

/**
 * What is left of a deleted account: a row with nothing personal in it, named so that the threads
 * it wrote in read "Deleted user" wherever a name shows (the API, the socket, any client), with no
 * client having to know about deletion.
 */
const TOMBSTONE = {
  email: null,
  firstName: 'Deleted',
  lastName: 'user',
  profileImageUrl: null,
  role: 'Tester',
  phone: null,
  businessName: null,
  website: null,
  wantsWeeklyDigest: false,
  passwordHash: null,
  oidcSubject: null,
  emailVerifiedAt: null,
} as const;

/** The owner proves it is them: with the password, or by typing the word when they have none. */
async function assertOwnerConfirmed(user: UserRow, body: DeleteAccountBody): Promise<void> {
  if (user.passwordHash) {
    const valid = body.password ? await verifyPassword(user.passwordHash, body.password) : false;
    if (!valid)
      throw badRequest('wrong_password', DELETE_PASSWORD_MESSAGE, {
        password: DELETE_PASSWORD_MESSAGE,
      });
  } else if (body.confirmation?.trim() !== DELETE_CONFIRMATION_WORD) {
    throw badRequest('validation_failed', DELETE_CONFIRMATION_MESSAGE, {
      confirmation: DELETE_CONFIRMATION_MESSAGE,
    });
  }
}

/**
 * Deletes the account. Its sessions, listings (with their joins, saves and conversations), joins,
 * saves, images and uploads, links sent by mail and mail to its address go; the row stays as a tombstone so
 * that conversations the user had about other builders' listings keep their messages for the
 * builder. The last Admin cannot leave the product without one.
 */
export async function deleteAccount(
  ctx: ServiceContext,
  user: UserRow,
  body: DeleteAccountBody,
): Promise<void> {
  const [current] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  if (!current || current.deletedAt) return;
  await assertOwnerConfirmed(current, body);
  await eraseAccount(ctx, current);
}

/**
 * The deletion itself, for the owner's request above and for an admin's removal, which passes
 * `within` to record its reasons in the same transaction. Their ratings' words go, the stars stay.
 */
export async function eraseAccount(
  ctx: ServiceContext,
  current: UserRow,
  within?: (tx: Database) => Promise<void>,
): Promise<void> {
  const { db, bus } = ctx;
  const removed = await db.transaction(async (tx) => {
    // As a role change does: two admins deleting themselves at once cannot both pass the check.
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'Admin'))
      .for('update');
    if (current.role === 'Admin' && admins.length <= 1)
      throw conflict('last_admin', LAST_ADMIN_DELETE_MESSAGE);

    const ownListings = await tx
      .delete(listings)
      .where(eq(listings.builderId, current.id))
      .returning({ id: listings.id });
    const joined = await tx
      .delete(interests)
      .where(eq(interests.testerId, current.id))
      .returning({ listingId: interests.listingId, status: interests.status });
    await tx.delete(saved).where(eq(saved.userId, current.id));
    await tx.delete(uploadTokens).where(eq(uploadTokens.userId, current.id));
    await tx.delete(objects).where(eq(objects.createdById, current.id));
    await tx.delete(accountTokens).where(eq(accountTokens.userId, current.id));
    // What they were told, and how they wanted to be, goes with them; the row itself stays.
    // Others' notifications of what they did carry their name and words: those go too.
    await tx
      .delete(notifications)
      .where(or(eq(notifications.userId, current.id), eq(notifications.actorId, current.id)));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, current.id));
    await tx.delete(messageMailMarks).where(eq(messageMailMarks.recipientId, current.id));
    await tx
      .update(shortLinks)
      .set({ createdById: null })
      .where(eq(shortLinks.createdById, current.id));
    if (current.email) {
      await tx.delete(emailOutbox).where(eq(emailOutbox.toAddress, current.email));
      await tx.delete(signInFailures).where(eq(signInFailures.email, current.email));
    }
    const promoted = await fillFreePlacesOf(
      tx,
      joined.map((signup) => signup.listingId),
    );
    // Their joins counted among other builders' testers, and held places the line now has.
    const changed = [];
    for (const { listingId, status } of joined) {
      changed.push(
        await recordInterestChanges(tx, {
          listingId,
          told: movedUp(promoted.filter((promotion) => promotion.listingId === listingId)),
          leftLine: status === 'Waitlisted',
        }),
      );
    }
    const rated = await eraseRatingWords(tx, current.id);
    await within?.(tx);
    const ended = await deleteUserSessions(tx, current.id);
    await tx
      .update(users)
      .set({ ...TOMBSTONE, deletedAt: new Date() })
      .where(eq(users.id, current.id));
    return { ownListings, changed, ended, rated };
  });

  for (const sid of removed.ended) await bus.publish({ type: 'session_ended', sid });
  await bus.publish({ type: 'user_changed', userId: current.id });
  await bus.publish({ type: 'viewer_flags_changed', userId: current.id });
  for (const { id } of removed.ownListings) {
    await bus.publish({ type: 'listing_changed', listingId: id, pages: true });
  }
  for (const changes of removed.changed) await publishInterestChanges({ bus }, changes);
  await refreshRatedBy(ctx, removed.rated);
}
