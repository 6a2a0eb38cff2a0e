import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import {
  EMAIL_TAKEN_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  type LoginBody,
  type RegisterBody,
} from '../../../shared/contracts/auth.ts';
import type { Database } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema/users.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import type { OidcClaims } from './oidc.ts';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Verified against when the e-mail is unknown, so both failures take the same time. */
const DUMMY_HASH_PROMISE = hash('not-a-real-password', ARGON2_OPTIONS);

export async function registerUser(
  db: Database,
  body: RegisterBody,
  adminEmails: readonly string[],
): Promise<UserRow> {
  const passwordHash = await hash(body.password, ARGON2_OPTIONS);
  const [user] = await db
    .insert(users)
    .values({
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      passwordHash,
      role: adminEmails.includes(body.email) ? 'Admin' : 'Tester',
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

/** ADMIN_EMAILS accounts become Admin when they sign in, however they were created. */
export async function promoteConfiguredAdmin(
  db: Database,
  user: UserRow,
  adminEmails: readonly string[],
): Promise<UserRow> {
  if (user.role === 'Admin' || !user.email || !adminEmails.includes(user.email)) return user;
  const [promoted] = await db
    .update(users)
    .set({ role: 'Admin' })
    .where(eq(users.id, user.id))
    .returning();
  return promoted ?? user;
}

/** Finds the user by provider subject, else links the account with the same e-mail, else creates one. */
export async function upsertOidcUser(
  db: Database,
  claims: OidcClaims,
  adminEmails: readonly string[],
): Promise<UserRow> {
  const profile = {
    firstName: claims.givenName ?? null,
    lastName: claims.familyName ?? null,
    profileImageUrl: claims.picture ?? null,
  };
  const [bySubject] = await db
    .select()
    .from(users)
    .where(eq(users.oidcSubject, claims.sub))
    .limit(1);
  const [byEmail] =
    bySubject || !claims.email
      ? [undefined]
      : await db.select().from(users).where(eq(users.email, claims.email)).limit(1);
  const existing = bySubject ?? byEmail;
  const [user] = existing
    ? await db
        .update(users)
        .set({ ...profile, oidcSubject: claims.sub, email: claims.email ?? existing.email })
        .where(eq(users.id, existing.id))
        .returning()
    : await db
        .insert(users)
        .values({ ...profile, oidcSubject: claims.sub, email: claims.email ?? null })
        .returning();
  if (!user) throw new Error('OIDC user upsert returned no row');
  return promoteConfiguredAdmin(db, user, adminEmails);
}
