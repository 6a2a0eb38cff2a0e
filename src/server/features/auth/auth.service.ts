import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import { assertAcceptablePassword } from '@/server/features/accounts/password-policy.ts';
import { AppError, conflict } from '@/server/lib/app-error.ts';
import {
  EMAIL_TAKEN_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  type LoginBody,
  type RegisterBody,
} from '@/shared/contracts/auth.ts';
import type { OidcClaims } from './oidc.ts';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Verified against when the e-mail is unknown, so both failures take the same time. */
const DUMMY_HASH_PROMISE = hash('not-a-real-password', ARGON2_OPTIONS);

/** The stored form of a password: argon2id with the options above. */
export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

/** A new account is a Tester with an unproved address, whatever ADMIN_EMAILS says. */
export async function registerUser(db: Database, body: RegisterBody): Promise<UserRow> {
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
  if (!user) throw conflict(EMAIL_TAKEN_MESSAGE);
  return user;
}

export async function authenticateUser(
  db: Database,
  body: LoginBody,
  adminEmails: readonly string[],
): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.email, body.email)).limit(1);
  const valid = user?.passwordHash
    ? await verify(user.passwordHash, body.password)
    : await verify(await DUMMY_HASH_PROMISE, body.password).then(() => false);
  if (!user || !valid) throw new AppError(401, INVALID_CREDENTIALS_MESSAGE);
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
  if (!user) throw conflict(EMAIL_TAKEN_MESSAGE);
  return promoteConfiguredAdmin(db, user, adminEmails);
}
