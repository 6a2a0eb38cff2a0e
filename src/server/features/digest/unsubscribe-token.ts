import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'digest-unsubscribe';

const signature = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest('base64url');

/** A link that needs no sign-in yet works for one user only: the id signed with the server secret. */
export function createUnsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${signature(secret, userId)}`;
}

export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [userId, given] = token.split('.');
  if (!userId || !given || !/^[0-9a-f-]{36}$/.test(userId)) return null;
  const expected = Buffer.from(signature(secret, userId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? userId : null;
}
