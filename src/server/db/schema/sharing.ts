import { index, integer, pgTable, text, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { listings } from './listings.ts';
import { users } from './users.ts';

export const shortLinks = pgTable(
  'short_links',
  {
    id: id(),
    shortCode: varchar({ length: 32 }).notNull().unique('short_links_short_code_unique'),
    originalUrl: text().notNull(),
    listingId: uuid('software_id').references(() => listings.id, { onDelete: 'cascade' }),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    clicks: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // One link per (creator, listing) is reused.
    unique('short_links_creator_software_unique').on(t.createdById, t.listingId),
    index('short_links_software_id_idx').on(t.listingId),
  ],
);
