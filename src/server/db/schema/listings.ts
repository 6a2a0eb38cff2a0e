import { sql } from 'drizzle-orm';
import {
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { CATEGORIES, LISTING_STATUSES } from '@/shared/constants.ts';
import { type MinOsVersions, PLATFORMS } from '@/shared/contracts/platforms.ts';
import type { ScreeningQuestion } from '@/shared/contracts/screening.ts';
import { id, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** Read only inside SQL (matched with @@), never selected into JavaScript. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categoryEnum = pgEnum('category', CATEGORIES);
export const listingStatusEnum = pgEnum('software_status', LISTING_STATUSES);
export const platformEnum = pgEnum('platform', PLATFORMS);

/** A sort key with nothing to sort by: such listings come last (or first, for places). */
export const SORT_KEY_NONE = 2_147_483_647;

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
    /** In PLATFORMS' order; Browse filters with `@>`. */
    platforms: platformEnum().array().notNull().default(sql`'{}'`),
    minOsVersions: jsonb().$type<MinOsVersions>().notNull().default({}),
    /** The current version in listing_agreements; null while the listing has no terms. */
    agreementVersion: integer(),
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
    /**
     * Browse's sort keys, kept by triggers as interests, cycles and builders' records change (so a
     * sorted page walks an index): places left (SORT_KEY_NONE for no limit), the first day (days
     * since 1970) of a cycle still short of testers, and the builder's median hours to answer a
     * report, in minutes. SORT_KEY_NONE when there is nothing to sort by.
     */
    sortPlaces: integer().notNull().default(SORT_KEY_NONE),
    sortCycleDay: integer().notNull().default(SORT_KEY_NONE),
    sortAnswerMinutes: integer().notNull().default(SORT_KEY_NONE),
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
    // The other sorts: each walks its key, then newest first, as the keyset cursor does.
    index('software_browse_places_idx').on(
      t.status,
      t.sortPlaces.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('software_browse_cycle_idx').on(
      t.status,
      t.sortCycleDay,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('software_browse_responsive_idx').on(
      t.status,
      t.sortAnswerMinutes,
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

/** Every version of every listing's terms; a version is never rewritten, so acceptances hold. */
export const listingAgreements = pgTable(
  'listing_agreements',
  {
    listingId: uuid('software_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.version] })],
);

/** A tester accepted this version of the listing's terms, at this time. */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    listingId: uuid('software_id').notNull(),
    version: integer().notNull(),
    testerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.testerId, t.version] }),
    foreignKey({
      columns: [t.listingId, t.version],
      foreignColumns: [listingAgreements.listingId, listingAgreements.version],
    }).onDelete('cascade'),
    index('agreement_acceptances_tester_idx').on(t.testerId),
  ],
);
