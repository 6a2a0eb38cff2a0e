import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import { AppError, conflict } from '@/server/lib/app-error.ts';
import {
  EMAIL_TAKEN_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  type LoginBody,
  type RegisterBody,
} from '@/shared/contracts/auth.ts';
import type { OidcClaims } from './oidc.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { assertAcceptablePassword } from './password-policy.ts';

/**
 * A new account is a Tester with an unproved address, whatever ADMIN_EMAILS says. None when the
 * address has an account already: the caller decides what anyone is told of that.
 */
export async function createPasswordAccount(
  db: Database,
  body: RegisterBody,
): Promise<UserRow | undefined> {
  assertAcceptablePassword(body.password);
  const passwordHash = await hashPassword(body.password);
  const [user] = await db
    .insert(users)
    .values({
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      passwordHash,
      role: 'Tester',
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return user;
}

/** For scripts that need the account itself (the seed): a taken address is an error there. */
export async function registerUser(db: Database, body: RegisterBody): Promise<UserRow> {
  const user = await createPasswordAccount(db, body);
  if (!user) throw conflict('email_taken', EMAIL_TAKEN_MESSAGE);
  return user;
}

export async function authenticateUser(
  db: Database,
  body: LoginBody,
  adminEmails: readonly string[],
): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.email, body.email)).limit(1);
  const valid = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !valid) throw new AppError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
  return promoteConfiguredAdmin(db, user, adminEmails);
}

/**
 * ADMIN_EMAILS names addresses, so only an address its owner proved (a verification link, or a
 * provider's `email_verified`) earns Admin: registering someone else's address earns nothing.
 */
export function isConfiguredAdmin(
  user: Pick<UserRow, 'email' | 'emailVerifiedAt'>,
  adminEmails: readonly string[],
): boolean {
  return Boolean(user.email && user.emailVerifiedAt && adminEmails.includes(user.email));
}

/** A proved ADMIN_EMAILS address becomes Admin when it signs in, however it was created. */
export async function promoteConfiguredAdmin(
  db: Database,
  user: UserRow,
  adminEmails: readonly string[],
): Promise<UserRow> {
  if (user.role === 'Admin' || !isConfiguredAdmin(user, adminEmails)) return user;
  const [promoted] = await db
    .update(users)
    .set({ role: 'Admin' })
    .where(eq(users.id, user.id))
    .returning();
  return promoted ?? user;
}

/**
 * Finds the user by provider subject, else links the account with the same verified e-mail, else
 * creates one. Claims the provider leaves out keep what is stored. The address counts as proved
 * when the provider says so; a new unproved address is not.
 */
export async function upsertOidcUser(
  db: Database,
  claims: OidcClaims,
  adminEmails: readonly string[],
): Promise<UserRow> {
  const [bySubject] = await db
    .select()
    .from(users)
    .where(eq(users.oidcSubject, claims.sub))
    .limit(1);
  const [emailHolder] = claims.email
    ? await db.select().from(users).where(eq(users.email, claims.email)).limit(1)
    : [];
  const existing = bySubject ?? (claims.emailVerified ? emailHolder : undefined);
  const profile = {
    firstName: claims.givenName ?? existing?.firstName ?? null,
    lastName: claims.familyName ?? existing?.lastName ?? null,
    profileImageUrl: claims.picture ?? existing?.profileImageUrl ?? null,
    oidcSubject: claims.sub,
  };
  // An address another account already holds stays with that account.
  const emailIsFree = !emailHolder || emailHolder.id === existing?.id;
  const email = (emailIsFree ? claims.email : undefined) ?? existing?.email ?? null;
  const emailVerifiedAt =
    email && email === claims.email && claims.emailVerified
      ? (existing?.emailVerifiedAt ?? new Date())
      : email === existing?.email
        ? existing.emailVerifiedAt
        : null;
  const [user] = existing
    ? await db
        .update(users)
        .set({ ...profile, email, emailVerifiedAt })
        .where(eq(users.id, existing.id))
        .returning()
    : await db
        .insert(users)
        .values({ ...profile, email, emailVerifiedAt })
        .onConflictDoNothing({ target: users.email })
        .returning();
  if (!user) throw conflict('email_taken', EMAIL_TAKEN_MESSAGE);
  return promoteConfiguredAdmin(db, user, adminEmails);
}
