import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '@/server/db/schema/users.ts';

/** Users appear in three roles in one query; one alias type keeps `participant` typed for all. */
export const usersAs = (name: string) => alias(users, name);

/** What a conversation shows of each person in it. */
export const participant = (table: ReturnType<typeof usersAs>) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  profileImageUrl: table.profileImageUrl,
  role: table.role,
  deleted: sql<boolean>`${table.deletedAt} is not null`,
});

export const iso = (date: Date | null) => (date ? date.toISOString() : null);
