import { index, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { listings } from './listings.ts';
import { users } from './users.ts';

export const saved = pgTable(
  'saved',
  {
    id: id(),
    listingId: uuid('software_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('saved_software_user_unique').on(t.listingId, t.userId),
    index('saved_user_id_idx').on(t.userId),
  ],
);
