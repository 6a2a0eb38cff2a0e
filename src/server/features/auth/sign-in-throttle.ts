import { and, count, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { signInFailures } from '@/server/db/schema/accounts.ts';
import { AppError, TooManyRequestsError } from '@/server/lib/app-error.ts';

/** Who is trying which account: the e-mail as typed (normalised) and the caller's address. */
export interface SignInPair {
  email: string;
  address: string;
}

/** Wrong passwords a pair may try before it has to wait. */
export const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 60_000;
const LONGEST_WAIT_MS = 60 * 60_000;
/** Failures older than this are forgotten, and pruned. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

/**
 * How long a pair waits after its latest failure: nothing for the first few, then a minute,
 * doubling with each further failure up to an hour.
 */
export function waitAfterFailures(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES));
}

const ofPair = ({ email, address }: SignInPair) =>
  and(eq(signInFailures.email, email), eq(signInFailures.address, address));

/** Throws a 429 saying when to come back if this pair must still wait. */
export async function assertSignInAllowed(
  db: Database,
  pair: SignInPair,
  now = new Date(),
): Promise<void> {
  const [row] = await db
    .select({ failures: count(), latest: max(signInFailures.failedAt) })
    .from(signInFailures)
    .where(
      and(ofPair(pair), gt(signInFailures.failedAt, new Date(now.getTime() - FAILURE_MEMORY_MS))),
    );
  if (!row?.latest) return;
  const waitUntil = new Date(row.latest).getTime() + waitAfterFailures(row.failures);
  if (waitUntil > now.getTime()) {
    throw new TooManyRequestsError((waitUntil - now.getTime()) / 1000, 'failed sign-ins');
  }
}

/** Sets the pair's advisory locks apart from every other lock of the product (two-key form). */
const SIGN_IN_LOCK_CLASS = 5_170_231;

/**
 * Writes the attempt down as a failure if the pair may try now, else throws the 429. Under READ
 * COMMITTED two parallel attempts would each count the failures before either wrote its own, so
 * the pair's attempts take a lock first: each then counts after the one before it committed. A
 * hash collision only makes two pairs take turns; it never lets an attempt skip the count.
 */
async function recordPendingAttempt(db: Database, pair: SignInPair, now: Date) {
  return db.transaction(async (tx) => {
    const pairKey = sql`hashtext(${pair.email} || ' ' || ${pair.address})`;
    await tx.execute(sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK_CLASS}, ${pairKey})`);
    await assertSignInAllowed(tx, pair, now);
    const [pending] = await tx
      .insert(signInFailures)
      .values({ ...pair, failedAt: now })
      .returning({ id: signInFailures.id });
    return pending;
  });
}

/**
 * Runs one sign-in attempt for the pair. Failures are counted per (account, address) only, so
 * an attacker's wrong guesses slow the attacker and never refuse the owner elsewhere; a success
 * forgets the pair's failures. The attempt is written down as a failure before the password is
 * checked, so a burst of parallel guesses cannot all slip through before any is counted.
 */
export async function throttleSignIn<T>(
  db: Database,
  pair: SignInPair,
  attempt: () => Promise<T>,
  now = new Date(),
): Promise<T> {
  const pending = await recordPendingAttempt(db, pair, now);
  try {
    const result = await attempt();
    await db.delete(signInFailures).where(ofPair(pair));
    return result;
  } catch (err) {
    const wrongCredentials = err instanceof AppError && err.code === 'invalid_credentials';
    if (!wrongCredentials && pending) {
      await db.delete(signInFailures).where(eq(signInFailures.id, pending.id));
    }
    throw err;
  }
}

/** Forgets every failure against an account, once its owner proved who they are another way. */
export async function forgetSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}

/** Drops failures too old to count; run on a schedule. */
export async function pruneSignInFailures(db: Database, now = new Date()): Promise<number> {
  const pruned = await db
    .delete(signInFailures)
    .where(lt(signInFailures.failedAt, new Date(now.getTime() - FAILURE_MEMORY_MS)))
    .returning({ id: signInFailures.id });
  return pruned.length;
}
