import { sign } from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '@/server/db/client.ts';
import { objects } from '@/server/db/schema/images.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { users } from '@/server/db/schema/users.ts';
import { createSession } from '@/server/features/auth/session/session-store.ts';
import { SESSION_COOKIE } from '@/shared/constants.ts';
import { insertSearchCatalogue } from '../tests/search/search-catalogue.ts';

export interface BenchData {
  testerCookie: string;
  sampleId: string;
}

/** A signed session cookie for this user, as the server would set it at sign-in. */
export async function sessionCookie(db: Database, userId: string, secret: string): Promise<string> {
  return `${SESSION_COOKIE}=${sign(await createSession(db, { userId }), secret)}`;
}

/** Testers who were here before the bench: each has saved some listings and joined a few. */
const ACTIVE_TESTERS = 1_000;
const SAVES_EACH = 20;
const JOINS_EACH = 5;

/**
 * What a marketplace in use holds besides its listings: saves and signups, newer listings
 * picked far more often than old ones (rank k about 1/k, as the catalogue's words are). With
 * none, PostgreSQL plans the first saves and joins for empty tables and keeps those plans (a
 * scan of every saved row) until autovacuum next analyzes them, a minute on: the rows would
 * measure a brand-new database's first minute rather than a live one.
 */
async function seedActivity(db: Database): Promise<void> {
  await db.execute(sql`
    insert into users (first_name, last_name, role, phone)
    select 'Active', 'Tester ' || n, 'Tester', '1' from generate_series(1, ${ACTIVE_TESTERS}) n`);
  for (const [table, each] of [
    ['saved (user_id, software_id)', SAVES_EACH],
    ['interests (tester_id, software_id)', JOINS_EACH],
  ] as const) {
    await db.execute(sql`
      with ranked as (
        select id, row_number() over (order by created_at desc, id desc) as rank from software
      ),
      picks as materialized (
        select tester.id as tester_id,
          greatest(1, floor((select count(*) from software) ^ random()))::int as rank
        from users tester cross join generate_series(1, ${each})
        where tester.first_name = 'Active'
      )
      insert into ${sql.raw(table)}
      select picks.tester_id, ranked.id from picks join ranked using (rank)
      on conflict do nothing`);
  }
}

/**
 * Listings in bulk through SQL, straight into the database (the API would take minutes for
 * 100,000), one shared image, and a tester's session cookie to load with.
 */
export async function seedBench(db: Database, count: number, secret: string): Promise<BenchData> {
  const [builder, tester] = await db
    .insert(users)
    .values([
      {
        email: 'bench-builder@example.test',
        firstName: 'Bench',
        lastName: 'Builder',
        role: 'Builder',
        phone: '1',
      },
      {
        email: 'bench-tester@example.test',
        firstName: 'Bench',
        lastName: 'Tester',
        role: 'Tester',
        phone: '1',
        // As most testers are: an unverified one sees a banner that the pages' timings would count.
        emailVerifiedAt: new Date(),
      },
    ])
    .returning({ id: users.id });
  if (!builder || !tester) throw new Error('bench users not created');
  const image = await sharp({
    create: { width: 640, height: 400, channels: 3, background: '#3b5bdb' },
  })
    .webp()
    .toBuffer();
  const [full] = await db
    .insert(objects)
    .values({ variant: 'full', contentType: 'image/webp', bytes: image, createdById: builder.id })
    .returning({ id: objects.id });
  // Its card variant too, as an upload stores one: Browse shows cards, and a missing one fails.
  await db.insert(objects).values({
    variant: 'card',
    sourceId: full?.id,
    contentType: 'image/webp',
    bytes: image,
    createdById: builder.id,
  });
  const imageUrl = `/objects/${full?.id}`;
  // Words as unevenly used as real ones, so the search row searches a common word honestly.
  for (let from = 1; from <= count; from += 10_000) {
    const to = Math.min(count, from + 9_999);
    await insertSearchCatalogue(db, { builderId: builder.id, imageUrl, from, to, total: count });
  }
  await seedActivity(db);
  // As autovacuum would by the time anyone searches: a bulk load leaves its words in the word
  // indexes' pending list, which every search reads through until a vacuum merges it.
  await db.execute(sql`vacuum analyze`);
  const [sample] = await db.select({ id: listings.id }).from(listings).limit(1);
  return {
    testerCookie: await sessionCookie(db, tester.id, secret),
    sampleId: sample?.id ?? '',
  };
}
