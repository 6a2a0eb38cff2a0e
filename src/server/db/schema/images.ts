import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const objectVariantEnum = pgEnum('object_variant', ['upload', 'full', 'card']);

/**
 * Stored files. A raw `upload` becomes a re-encoded `full` image plus a `card` variant whose
 * `sourceId` is the full image; only `full` and `card` are ever served.
 */
export const objects = pgTable(
  'objects',
  {
    id: id(),
    variant: objectVariantEnum().notNull(),
    sourceId: uuid().references((): AnyPgColumn => objects.id, { onDelete: 'cascade' }),
    contentType: varchar({ length: 100 }).notNull(),
    bytes: bytea().notNull(),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** A feedback screenshot: never served at /objects, only to those who may read the report. */
    private: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('objects_created_by_id_idx').on(t.createdById),
    index('objects_source_id_idx').on(t.sourceId),
  ],
);

/** A single-use, short-lived permission to PUT one raw upload; `tokenHash` is SHA-256 of the URL's token. */
export const uploadTokens = pgTable(
  'upload_tokens',
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectId: uuid().references(() => objects.id, { onDelete: 'cascade' }),
    sizeBytes: integer(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /** Set by the one request that turns the upload into a listing image; no other may. */
    claimedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('upload_tokens_user_id_idx').on(t.userId),
    index('upload_tokens_object_id_idx').on(t.objectId),
    index('upload_tokens_expires_at_idx').on(t.expiresAt),
  ],
);
