import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { accountTokens } from '@/server/db/schema/accounts.ts';
import { invalidLink, openLink } from './account-tokens.ts';

const signature = (secret: string, linkId: string) =>
  createHmac('sha256', secret).update(`cancel-email-change:${linkId}`).digest('base64url');

/**
 * The token of the link the old address gets: the id of the pending change's row (a UUID, 36
 * characters) then its signature with the server secret, with nothing between them, so the
 * token is all URL-safe word characters. Only the hash of the confirmation token is stored, so
 * the cancel token is made from the row instead; it proves as much, since only the old address
 * is sent it.
 */
export function cancelTokenFor(secret: string, linkId: string): string {
  return `${linkId}${signature(secret, linkId)}`;
}

const UUID_LENGTH = 36;

function linkIdOf(secret: string, token: string): string | null {
  const linkId = token.slice(0, UUID_LENGTH);
  if (!/^[0-9a-f-]{36}$/.test(linkId)) return null;
  const expected = Buffer.from(signature(secret, linkId));
  const actual = Buffer.from(token.slice(UUID_LENGTH));
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? linkId : null;
}

/**
 * Opens the cancel link: the change it names stops, so its confirmation link no longer works.
 * A forged link, or one whose change was confirmed, cancelled, replaced or has expired, is the
 * same 400 as any spent link.
 */
export async function cancelEmailChange(
  db: Database,
  secret: string,
  token: string,
  now = new Date(),
): Promise<void> {
  const linkId = linkIdOf(secret, token);
  const [cancelled] = linkId
    ? await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(and(eq(accountTokens.id, linkId), openLink('change_email', now)))
        .returning({ id: accountTokens.id })
    : [];
  if (!cancelled) throw invalidLink();
}
