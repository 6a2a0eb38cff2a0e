import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { CATEGORIES, LISTING_STATUSES } from '@/shared/constants.ts';
import type { ScreeningQuestion } from '@/shared/contracts/screening.ts';
import { id, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const categoryEnum = pgEnum('category', CATEGORIES);
export const listingStatusEnum = pgEnum('software_status', LISTING_STATUSES);

export const listings = pgTable(
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
    status: listingStatusEnum().notNull().default('Open'),
    /** Places for testers (Interested or Accepted); null for no limit. */
    testerLimit: integer(),
    screeningQuestions: jsonb().$type<ScreeningQuestion[]>().notNull().default([]),
    /** Days of silence before an Accepted tester is reminded, and half again before release. */
    inactivityDays: integer(),
    /** Shown only to the builder and Accepted testers; never selected with the listing itself. */
    accessInstructions: text(),
    // Millisecond precision, as JavaScript dates have: Browse's keyset cursor must round-trip.
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    /** The name alone, lower-cased and accent-free: search shows name matches first. */
    nameSearch: text().generatedAlwaysAs(sql`lower(bh_unaccent(name))`),
    /** Lower-cased, accent-free name and descriptions: what Browse search matches against. */
    searchText: text().generatedAlwaysAs(
      sql`lower(bh_unaccent(name || ' ' || short_description || ' ' || long_description))`,
    ),
  },
  (t) => [
    index('software_builder_id_idx').on(t.builderId),
    // Browse: Open listings, optionally one category, newest first, keyset-paginated on (createdAt, id).
    // NULLS FIRST matches what ORDER BY ... DESC means, so the planner can walk the index.
    index('software_browse_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('software_browse_category_idx').on(
      t.status,
      t.category,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('software_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Search reads name matches first, on their own, so a rare word's few matches come straight
    // from here; a common one is found by walking the browse index newest first.
    index('software_name_trgm_idx').using('gin', t.nameSearch.op('gin_trgm_ops')),
  ],
);
