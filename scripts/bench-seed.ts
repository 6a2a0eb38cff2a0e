import { sign } from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '@/server/db/client.ts';
import { objects } from '@/server/db/schema/images.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { users } from '@/server/db/schema/users.ts';
import { createSession } from '@/server/features/auth/session/session-store.ts';
import { SESSION_COOKIE } from '@/shared/constants.ts';

export interface BenchData {
  testerCookie: string;
  sampleId: string;
}

/** A signed session cookie for this user, as the server would set it at sign-in. */
export async function sessionCookie(db: Database, userId: string, secret: string): Promise<string> {
  return `${SESSION_COOKIE}=${sign(await createSession(db, { userId }), secret)}`;
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
  // Constant words, so inlining them into the SQL is safe.
  const words = sql.raw(
    "array['notes','tide','pipeline','planner','budget','camera','recipe','fitness','chat','deploy']",
  );
  for (let offset = 0; offset < count; offset += 10_000) {
    const size = Math.min(10_000, count - offset);
    await db.execute(sql`
      insert into ${listings} (builder_id, name, short_description, long_description, category, image_url, created_at)
      select ${builder.id},
        initcap((${words})[g % 10 + 1]) || ' ' || g,
        'A ' || (${words})[g % 10 + 1] || ' app, build ' || g,
        'Listing ' || g || ': looking for testers who care about ' || (${words})[g % 10 + 1] || '.',
        (array['Web', 'Mobile', 'DevTool', 'Other'])[g % 4 + 1]::category,
        ${imageUrl},
        now() - make_interval(secs => ${count}::int - g)
      from generate_series(${offset + 1}::int, ${offset + size}::int) g`);
  }
  await db.execute(sql`analyze`);
  const [sample] = await db.select({ id: listings.id }).from(listings).limit(1);
  return {
    testerCookie: await sessionCookie(db, tester.id, secret),
    sampleId: sample?.id ?? '',
  };
}
