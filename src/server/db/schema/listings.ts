import { index, pgEnum, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { CATEGORIES, SOFTWARE_STATUSES } from '../../../shared/constants.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const categoryEnum = pgEnum('category', CATEGORIES);
export const softwareStatusEnum = pgEnum('software_status', SOFTWARE_STATUSES);

export const software = pgTable(
  'software',
  {
    id: id(),
    builderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 120 }).notNull(),
    shortDescription: varchar({ length: 200 }).notNull(),
    longDescription: text().notNull(),
    category: categoryEnum().notNull(),
    imageUrl: text().notNull(),
    youtubeUrl: text(),
    link: text(),
    notes: text(),
    status: softwareStatusEnum().notNull().default('Open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('software_builder_id_idx').on(t.builderId),
    // Browse: Open listings, optionally one category, newest first, keyset-paginated on (createdAt, id).
    index('software_browse_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('software_browse_category_idx').on(t.status, t.category, t.createdAt.desc(), t.id.desc()),
  ],
);

export type SoftwareRow = typeof software.$inferSelect;
