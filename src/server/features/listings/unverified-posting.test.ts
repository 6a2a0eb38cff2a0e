import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '@/server/db/schema/listings.ts';
import { VERIFY_TO_POST_MESSAGE } from '@/shared/contracts/moderation-rules.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { uploadImage } from '@/tests/factories/listings.ts';
import { signUpAs } from '@/tests/factories/people.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());

const post = (cookie: string, imageUrl: string, name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/software',
    headers: { cookie },
    payload: {
      name,
      shortDescription: 'A beta',
      longDescription: 'A beta looking for testers.',
      category: 'Mobile',
      imageUrl,
    },
  });

describe('posting a listing before the address is proved', () => {
  it('refuses a builder whose address is not verified, with the reason, and stores nothing', async () => {
    const builder = await signUpAs(t.app, 'Builder', { verified: false });
    const response = await post(
      builder.cookie,
      await uploadImage(t.app, builder.cookie),
      'Unproved',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'email_not_verified',
      message: VERIFY_TO_POST_MESSAGE,
    });
    const stored = await t.db.select().from(listings).where(eq(listings.name, 'Unproved'));
    expect(stored).toEqual([]);
  });

  it('lets a verified builder post', async () => {
    const builder = await signUpAs(t.app, 'Builder');
    const response = await post(builder.cookie, await uploadImage(t.app, builder.cookie), 'Proved');
    expect(response.statusCode).toBe(201);
  });
});
