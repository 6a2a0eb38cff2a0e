import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { notificationPreferences } from '@/server/db/schema/notifications.ts';
import { users } from '@/server/db/schema/users.ts';
import { badRequest } from '@/server/lib/app-error.ts';
import type { Role } from '@/shared/constants.ts';
import {
  PREFERENCE_TYPE_INFO,
  PREFERENCE_TYPES,
  type Preference,
  type PreferenceType,
} from '@/shared/contracts/notifications.ts';

export type Channels = Omit<Preference, 'type'>;

/** What each of these people chose for one type, their defaults where they chose nothing. */
export async function channelsOf(
  db: Database,
  userIds: readonly string[],
  type: PreferenceType,
): Promise<Map<string, Channels>> {
  const chosen = new Map<string, Channels>();
  if (userIds.length === 0) return chosen;
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(
      and(
        inArray(notificationPreferences.userId, [...new Set(userIds)]),
        eq(notificationPreferences.type, type),
      ),
    );
  for (const row of rows) chosen.set(row.userId, { inApp: row.inApp, email: row.email });
  const defaults = PREFERENCE_TYPE_INFO[type].defaults;
  return new Map(userIds.map((id) => [id, chosen.get(id) ?? defaults]));
}

/** The types a role can receive; an admin sees them all. */
const typesFor = (role: Role): PreferenceType[] =>
  PREFERENCE_TYPES.filter(
    (type) => role === 'Admin' || PREFERENCE_TYPE_INFO[type].roles.includes(role),
  );

export async function readPreferences(
  db: Database,
  user: { id: string; role: Role },
): Promise<Preference[]> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, user.id));
  const chosen = new Map(rows.map((row) => [row.type, row]));
  return typesFor(user.role).map((type) => {
    const row = chosen.get(type);
    return {
      type,
      ...(row ? { inApp: row.inApp, email: row.email } : PREFERENCE_TYPE_INFO[type].defaults),
    };
  });
}

const FOREIGN_TYPE_MESSAGE = 'Your role does not receive this kind of notification';

/** Stores the given types' choices, each one the person's role receives; the others keep theirs. */
export async function updatePreferences(
  db: Database,
  user: { id: string; role: Role },
  preferences: readonly Preference[],
): Promise<Preference[]> {
  const allowed = typesFor(user.role);
  if (preferences.some((p) => !allowed.includes(p.type)))
    throw badRequest('validation_failed', FOREIGN_TYPE_MESSAGE, {
      preferences: FOREIGN_TYPE_MESSAGE,
    });
  await db
    .insert(notificationPreferences)
    .values(preferences.map((p) => ({ userId: user.id, ...p })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: {
        inApp: sql`excluded.in_app`,
        email: sql`excluded.email`,
      },
    });
  return readPreferences(db, user);
}

/**
 * The one-click unsubscribe of a notification mail: that type's mail stops, its place in the app
 * stays as it was. False when the user no longer exists.
 */
export async function stopMailOf(
  db: Database,
  userId: string,
  type: PreferenceType,
): Promise<boolean> {
  const stored = await db
    .insert(notificationPreferences)
    .select(
      db
        .select({
          userId: sql`${userId}::uuid`.as('user_id'),
          type: sql`${type}::varchar`.as('type'),
          inApp: sql`${PREFERENCE_TYPE_INFO[type].defaults.inApp}::boolean`.as('in_app'),
          email: sql`false`.as('email'),
        })
        .from(users)
        .where(eq(users.id, userId)),
    )
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { email: false },
    })
    .returning({ userId: notificationPreferences.userId });
  return stored.length > 0;
}

/** Whether the user still gets this type by mail; null when there is no such user. */
export async function mailsOf(
  db: Database,
  userId: string,
  type: PreferenceType,
): Promise<boolean | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  return (await channelsOf(db, [userId], type)).get(userId)?.email ?? null;
}
