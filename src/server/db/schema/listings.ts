import { sql } from 'drizzle-orm';
import {
  customType,
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

/** Read only inside SQL (matched with @@), never selected into JavaScript. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /**
     * Set while moderation hides the listing (listing_hides says why): every read but its
     * builder's and an admin's leaves it out. Never selected with the listing itself.
     */
    hiddenAt: timestamp({ withTimezone: true }),
    // Millisecond precision, as JavaScript dates have: Browse's keyset cursor must round-trip.
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    /**
     * The name's folded words: search ranks listings whose name holds the words first. Stripped
     * of positions, which search never uses, so a page walking the browse index reads less.
     */
    nameWords: tsvector().generatedAlwaysAs(
      sql`strip(to_tsvector('simple', lower(bh_unaccent(name))))`,
    ),
    /** The folded words of the name and both descriptions. */
    searchWords: tsvector().generatedAlwaysAs(
      sql`strip(to_tsvector('simple', lower(bh_unaccent(name || ' ' || short_description || ' ' || long_description))))`,
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
    // Whole words and prefixes (`word:*`) of a search, in the name or anywhere.
    index('software_name_words_idx').using('gin', t.nameWords),
    index('software_search_words_idx').using('gin', t.searchWords),
  ],
);

/**
 * Every folded word any listing has used, filled by a trigger on `software` and never pruned (a
 * word no listing holds any more only costs a row). Search looks words up here before reading
 * listings: whether a word exists whole or as a prefix, and, for a typo, which words are close.
 */
export const searchVocabulary = pgTable('search_vocabulary', { word: text().primaryKey() }, (t) => [
  index('search_vocabulary_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);
