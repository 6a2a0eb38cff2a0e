import { sign } from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '@/server/db/client.ts';
import { objects } from '@/server/db/schema/images.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { users } from '@/server/db/schema/users.ts';
import { createSession } from '@/server/features/auth/session/session-store.ts';
import { SESSION_COOKIE } from '@/shared/constants.ts';
import { EMPTY_BUILDER_RECORD, EMPTY_TESTER_RECORD } from '@/shared/contracts/reputation.ts';
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

const BUILDERS = 200;

/**
 * What Browse's platform filter and sorts read, spread as in a marketplace in use: most betas on
 * the phones, some on the web or desktops; half with a tester limit; one in twenty with a cycle
 * starting within a month, still short of testers; the listings shared among builders, seven in
 * ten of whom have answered a report (their median hours). The triggers keep the sort keys, as
 * they do when people act.
 */
async function seedMatching(db: Database): Promise<void> {
  await db.execute(sql`
    insert into users (first_name, last_name, role, phone)
    select 'Bench', 'Builder ' || n, 'Builder', '1' from generate_series(1, ${BUILDERS}) n`);
  await db.execute(sql`
    with builders as (
      select id, row_number() over (order by id) as n from users where last_name like 'Builder %'
    ),
    spread as (
      select id, random() as platforms_pick, random() as limit_pick,
        1 + floor(random() * ${BUILDERS})::int as builder_n
      from software
    )
    update software s set
      platforms = case
        when spread.platforms_pick < 0.45 then '{Android,iOS}'::platform[]
        when spread.platforms_pick < 0.6 then '{Android}'::platform[]
        when spread.platforms_pick < 0.7 then '{iOS,iPadOS}'::platform[]
        when spread.platforms_pick < 0.85 then '{Web}'::platform[]
        when spread.platforms_pick < 0.95 then '{Windows,macOS,Linux}'::platform[]
        else '{macOS}'::platform[] end,
      tester_limit = case when spread.limit_pick < 0.5 then null
        else 5 + floor(spread.limit_pick * 90)::int end,
      builder_id = builders.id
    from spread join builders on builders.n = spread.builder_n
    where s.id = spread.id`);
  await db.execute(sql`
    insert into test_cycles (software_id, kind, testers_required, headroom, length_days,
      time_zone, start_date)
    select id, 'PlayClosedTest', 12, 3, 14, 'UTC', current_date + floor(random() * 30)::int
    from software where random() < 0.05`);
  await db.execute(sql`
    insert into person_records (user_id, tester, builder)
    select id, ${JSON.stringify(EMPTY_TESTER_RECORD)}::jsonb,
      jsonb_set(${JSON.stringify(EMPTY_BUILDER_RECORD)}::jsonb, '{firstAnswerHours}',
        jsonb_build_object('value', case when random() < 0.7 then round((random() * 72)::numeric, 1) end,
          'events', 5))
    from users where last_name like 'Builder %'`);
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
  await seedMatching(db);
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
