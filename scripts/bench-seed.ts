import { sql } from 'drizzle-orm';
import type { App } from '../src/server/app.ts';
import { software } from '../src/server/db/schema/listings.ts';
import { CATEGORIES } from '../src/shared/constants.ts';
import { signUpAs } from '../tests/factories.ts';
import { makePng, uploadImage } from '../tests/listing-factories.ts';

const WORDS = [
  'notes',
  'tide',
  'pipeline',
  'planner',
  'budget',
  'camera',
  'recipe',
  'fitness',
  'chat',
  'deploy',
];

/** Listings in bulk through SQL (the API would take minutes), plus a signed-in tester to load with. */
export async function seedBenchListings(app: App, count: number) {
  const builder = await signUpAs(app, 'Builder');
  const imageUrl = await uploadImage(app, builder.cookie, await makePng(800, 500));
  const start = Date.now() - count * 1000;
  for (let offset = 0; offset < count; offset += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - offset) }, (_, i) => {
      const n = offset + i;
      const word = WORDS[n % WORDS.length] as string;
      return {
        builderId: builder.user.id,
        name: `${word[0]?.toUpperCase()}${word.slice(1)} ${n}`,
        shortDescription: `A ${word} app, build ${n}`,
        longDescription: `Listing ${n}: looking for testers who care about ${word}.`,
        category: CATEGORIES[n % CATEGORIES.length] as (typeof CATEGORIES)[number],
        imageUrl,
        createdAt: new Date(start + n * 1000),
      };
    });
    await app.db.insert(software).values(rows);
  }
  await app.db.execute(sql`analyze`);
  const tester = await signUpAs(app, 'Tester');
  const [sample] = await app.db.select({ id: software.id }).from(software).limit(1);
  return { cookie: tester.cookie, sampleId: sample?.id ?? '' };
}
