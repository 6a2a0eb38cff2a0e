import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { users } from '@/server/db/schema/users.ts';
import { notFound } from '@/server/lib/app-error.ts';
import type { Role } from '@/shared/constants.ts';
import type { RecordEvent } from '@/shared/contracts/reputation.ts';
import { builderEvents } from './builder-record.ts';
import { type PersonEvent, recordEventOf } from './person-events.ts';
import { testerEvents } from './tester-record.ts';

/** Every event of these people's tester and builder records at `now`. */
export async function personEvents(
  db: Database,
  userIds: string[],
  now: Date,
): Promise<PersonEvent[]> {
  const [tester, builder] = await Promise.all([
    testerEvents(db, userIds, now),
    builderEvents(db, userIds, now),
  ]);
  return [...tester, ...builder];
}

/**
 * The events behind each figure of a person's record, newest first, computed as the record is:
 * for the person themselves and admins; anyone else is told there is no such profile.
 */
export async function findRecordEvents(
  db: Database,
  viewer: { id: string; role: Role },
  userId: string,
  now: Date,
): Promise<RecordEvent[]> {
  const refuse = () => notFound('profile_not_found', 'Profile not found');
  if (viewer.id !== userId && viewer.role !== 'Admin') throw refuse();
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!person) throw refuse();
  const events = await personEvents(db, [userId], now);
  return events
    .sort((a, b) => b.at.getTime() - a.at.getTime() || a.figure.localeCompare(b.figure))
    .map(recordEventOf);
}
