import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { accountTokens } from '@/server/db/schema/accounts.ts';
import { AppError } from '@/server/lib/app-error.ts';
import type { AccountTokenPurpose } from '@/shared/constants.ts';

/** How long each kind of link stays good. */
const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  verify_email: 48 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  change_email: 48 * 60 * 60 * 1000,
};

export const INVALID_LINK_MESSAGE =
  'This link is not valid: it may have expired or been used already. Ask for a new one.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new single-use link token for the user, returned once in clear (for the mail) and stored only
 * as a hash. Earlier unused tokens of the same purpose stop working: only the newest link counts.
 */
export async function issueAccountToken(
  db: Database,
  link: { userId: string; purpose: AccountTokenPurpose; email: string },
  now = new Date(),
): Promise<string> {
  return (await issueAccountTokenRow(db, link, now)).token;
}

/** As `issueAccountToken`, with the id of the stored row, which other links may name. */
export async function issueAccountTokenRow(
  db: Database,
  { userId, purpose, email }: { userId: string; purpose: AccountTokenPurpose; email: string },
  now = new Date(),
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      );
    const [row] = await tx
      .insert(accountTokens)
      .values({
        userId,
        purpose,
        email,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
      })
      .returning({ id: accountTokens.id });
    return { id: (row as { id: string }).id, token };
  });
}

/**
 * Ends every unused link of the user, whatever its purpose. Once the password is replaced, a link
 * asked for with the old one (a change of address by whoever had learnt it, say) must not outlive
 * it. Call it in the transaction that replaces the password.
 */
export async function revokeAccountTokens(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
}

/** Every refusal of a link, whatever was wrong with it, so none tells more than another. */
export const invalidLink = () =>
  new AppError(400, 'invalid_link', INVALID_LINK_MESSAGE, { token: INVALID_LINK_MESSAGE });

/** A link of this purpose still unused and unexpired, whoever holds it. */
export const openLink = (purpose: AccountTokenPurpose, now: Date) =>
  and(
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );

/** The token's row if it is of this purpose, unused and unexpired. */
const liveToken = (purpose: AccountTokenPurpose, token: string, now: Date) =>
  and(eq(accountTokens.tokenHash, hashToken(token)), openLink(purpose, now));

const linkColumns = { userId: accountTokens.userId, email: accountTokens.email };

/**
 * Uses up a token of this purpose: the user it was for and the address it was sent to. Expired,
 * used, unknown or other-purpose tokens are all the same 400, and nothing changes. The update is
 * the check, so two requests racing with one token cannot both succeed.
 */
export async function consumeAccountToken(
  db: Database,
  purpose: AccountTokenPurpose,
  token: string,
  now = new Date(),
): Promise<{ userId: string; email: string }> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(liveToken(purpose, token, now))
    .returning(linkColumns);
  if (!row) throw invalidLink();
  return row;
}

/**
 * As `consumeAccountToken`, leaving the token unused: for a screen that says at once whether its
 * link still works. Only the later use decides; this answer may be stale by then.
 */
export async function peekAccountToken(
  db: Database,
  purpose: AccountTokenPurpose,
  token: string,
  now = new Date(),
): Promise<{ userId: string; email: string }> {
  const [row] = await db
    .select(linkColumns)
    .from(accountTokens)
    .where(liveToken(purpose, token, now))
    .limit(1);
  if (!row) throw invalidLink();
  return row;
}

/** How long a link's row is kept past its expiry: every refusal says the same, so not long. */
const TOKEN_KEPT_AFTER_EXPIRY_MS = 24 * 60 * 60_000;

/** Forgets links a day past their expiry, used or not. Answers how many. */
export async function pruneExpiredAccountTokens(db: Database, now = new Date()): Promise<number> {
  const pruned = await db
    .delete(accountTokens)
    .where(lt(accountTokens.expiresAt, new Date(now.getTime() - TOKEN_KEPT_AFTER_EXPIRY_MS)))
    .returning({ id: accountTokens.id });
  return pruned.length;
}
