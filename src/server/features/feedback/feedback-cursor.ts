import { badRequest } from '@/server/lib/app-error.ts';
import { UUID_PATTERN } from '@/server/lib/uuid.ts';
import { type FEEDBACK_SORTS, SEVERITIES } from '@/shared/contracts/feedback.ts';

type FeedbackSort = (typeof FEEDBACK_SORTS)[number];

/**
 * Where the next page of a board starts: the last row's severity rank (severity sort only), its
 * creation time to the microsecond, as the database holds it, and its id. The sort it was made
 * for travels with it, so a cursor cannot be replayed under another order.
 */
export interface FeedbackCursor {
  sort: FeedbackSort;
  rank: number;
  at: string;
  id: string;
}

export function encodeFeedbackCursor(cursor: FeedbackCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

const MICROSECOND_INSTANT = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Only what we could have encoded for this sort; anything else is the caller's 400. */
export function decodeFeedbackCursor(value: string, sort: FeedbackSort): FeedbackCursor {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    const { rank, at, id } = parsed ?? {};
    if (
      parsed.sort === sort &&
      Number.isInteger(rank) &&
      rank >= 0 &&
      rank <= SEVERITIES.length &&
      typeof at === 'string' &&
      isInstant(at) &&
      typeof id === 'string' &&
      UUID_PATTERN.test(id)
    ) {
      return { sort, rank, at, id };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest('validation_failed', 'Invalid cursor', { cursor: 'Invalid cursor' });
}

/** An instant the database wrote: a real date in years PostgreSQL and JavaScript both hold. */
function isInstant(value: string): boolean {
  const match = MICROSECOND_INSTANT.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const millis = `${value.slice(0, 23)}Z`;
  const date = new Date(millis);
  return (
    year >= 1970 && year <= 9999 && !Number.isNaN(date.getTime()) && date.toISOString() === millis
  );
}
