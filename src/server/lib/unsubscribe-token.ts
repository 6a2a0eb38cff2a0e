import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a link unsubscribes from: the weekly digest, or one type of notification mail. A link
 * signed for one never works for another.
 */
export type UnsubscribeScope = 'digest' | `notification:${string}`;

const purposeOf = (scope: UnsubscribeScope) =>
  scope === 'digest' ? 'digest-unsubscribe' : `${scope}-unsubscribe`;

/** Long enough for a mail kept a while; short enough that a leaked link does not work for ever. */
const UNSUBSCRIBE_TOKEN_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

const signature = (secret: string, scope: UnsubscribeScope, userId: string, expires: string) =>
  createHmac('sha256', secret)
    .update(`${purposeOf(scope)}:${userId}:${expires}`)
    .digest('base64url');

/**
 * A link that needs no sign-in yet works for one user only, for a year: the id and the expiry
 * (seconds since 1970) signed with the server secret. Every part is URL-safe as it is.
 */
export function createUnsubscribeToken(
  secret: string,
  userId: string,
  now = new Date(),
  scope: UnsubscribeScope = 'digest',
): string {
  const expires = String(Math.floor((now.getTime() + UNSUBSCRIBE_TOKEN_LIFETIME_MS) / 1000));
  return `${userId}.${expires}.${signature(secret, scope, userId, expires)}`;
}

/**
 * The user id of a token we signed that has not expired, else null. Tokens from before the expiry
 * was signed (`id.signature`) are refused like any other: they would otherwise never expire.
 */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
  now = new Date(),
  scope: UnsubscribeScope = 'digest',
): string | null {
  const [userId, expires, given, ...rest] = token.split('.');
  if (!userId || !expires || !given || rest.length > 0) return null;
  if (!/^[0-9a-f-]{36}$/.test(userId) || !/^\d{1,12}$/.test(expires)) return null;
  const expected = Buffer.from(signature(secret, scope, userId, expires));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return Number(expires) * 1000 > now.getTime() ? userId : null;
}
