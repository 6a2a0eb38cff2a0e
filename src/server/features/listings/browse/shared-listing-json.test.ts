import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findListing } from '@/server/features/listings/listings.service.ts';
import { interestPaths } from '@/shared/contracts/interest-paths.ts';
import { type Listing, listingSchema } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signInByMailedLink, signUpAs } from '@/tests/factories/people.ts';
import { listingsByIdQuery } from './prepared-listings.ts';

/**
 * The listing cache takes each listing's JSON as the database writes it. It must say exactly what
 * `findListing` answers (the contract's listing, built in TypeScript) for the same listing,
 * whatever its builder typed, and nothing more.
 */
let t: TestApp;
let builder: SignedInUser;
let tester: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  // Signed in by the mailed link: posting a listing needs a proved address.
  const registered = await signInByMailedLink(t.app, {
    firstName: `Zoë-Ånnïka ${'é'.repeat(60)}`,
    lastName: 'O\'Brien "the \\ builder" \u2028 <script>',
  });
  const profile = await t.app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers: { cookie: registered.cookie },
    payload: {
      role: 'Builder',
      phone: '+1 555 0100',
      businessName: 'Ünïcode & Söns 🚢',
      website: 'https://example.test/ü?x="1"',
    },
  });
  expect(profile.statusCode).toBe(200);
  builder = registered;
  tester = await signUpAs(t.app, 'Tester');
});
afterAll(() => t.close());

const flagless = ({ hasInterest: _, isSaved: __, ...shared }: Listing) => shared;
const sharedSchema = listingSchema.omit({ hasInterest: true, isSaved: true }).strict();

async function databaseJson(id: string): Promise<unknown> {
  const [row] = await listingsByIdQuery(t.db).execute({ ids: [id] });
  expect(row).toMatchObject({ id });
  return JSON.parse(row?.json ?? 'null');
}

describe("a listing's JSON written by the database", () => {
  it("is findListing's answer, for hostile text, every optional field and none", async () => {
    const hostile = await postListing(t.app, builder.cookie, {
      name: `Ça «marche» "déjà" \\ ${'ñ'.repeat(60)}`,
      shortDescription: 'Tab\there, a quote " and a backslash \\ and 🚀',
      longDescription: `${'x'.repeat(500)}\nline two\r\n\u0001\u001f end`,
      category: 'DevTool',
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      link: 'https://example.test/a?b=c&d="e"',
      notes: 'Notes with </script> and \u2029',
      testerLimit: 3,
      inactivityDays: 14,
      screeningQuestions: [
        { prompt: 'Which phone «exactly»?', kind: 'text', required: false },
        { prompt: 'Platform', kind: 'choice', options: ['iOS', 'Android "Go"'], required: false },
      ],
    });
    const plain = await postListing(t.app, builder.cookie);
    const join = await t.app.inject({
      method: 'POST',
      url: interestPaths.list,
      headers: { cookie: tester.cookie },
      payload: { softwareId: hostile.id },
    });
    expect(join.statusCode).toBe(201);

    for (const { id } of [hostile, plain]) {
      const written = await databaseJson(id);
      expect(sharedSchema.parse(written)).toEqual(written);
      expect(written).toEqual(flagless(await findListing(t.db, id, null)));
    }
    expect(await databaseJson(hostile.id)).toMatchObject({
      testerCount: 1,
      testerLimit: 3,
      placesLeft: 2,
      builder: { businessName: 'Ünïcode & Söns 🚢' },
    });
    expect(await databaseJson(plain.id)).toMatchObject({
      testerLimit: null,
      placesLeft: null,
      youtubeUrl: null,
      screeningQuestions: [],
    });
  });

  it('writes times as JavaScript does, to the millisecond', async () => {
    const listing = await postListing(t.app, builder.cookie);
    const written = (await databaseJson(listing.id)) as Listing;
    expect(written.createdAt).toBe(new Date(written.createdAt).toISOString());
    expect(written.createdAt).toBe(listing.createdAt);
  });
});
