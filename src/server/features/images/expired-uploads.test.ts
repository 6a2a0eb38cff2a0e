import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objects, uploadTokens } from '@/server/db/schema/images.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { makePng, putUpload, requestUploadUrl, uploadImage } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { pruneExpiredUploads } from './expired-uploads.ts';

let t: TestApp;
let builder: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  builder = await signUpAs(t.app, 'Builder');
});
afterAll(() => t.close());

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);
const rawUploads = () => t.db.select().from(objects).where(eq(objects.variant, 'upload'));

describe('pruning upload URLs', () => {
  it('keeps them a day past their ten minutes, then forgets them and any file left unused', async () => {
    const abandoned = await requestUploadUrl(t.app, builder.cookie);
    expect((await putUpload(t.app, abandoned, builder.cookie, await makePng())).statusCode).toBe(
      200,
    );
    const image = await uploadImage(t.app, builder.cookie);
    await requestUploadUrl(t.app, builder.cookie);
    expect(await rawUploads()).toHaveLength(1);

    expect(await pruneExpiredUploads(t.db, hoursFromNow(24))).toEqual({ urls: 0, rawUploads: 0 });
    expect(await t.db.select().from(uploadTokens)).toHaveLength(3);

    expect(await pruneExpiredUploads(t.db, hoursFromNow(25))).toEqual({ urls: 3, rawUploads: 1 });
    expect(await t.db.select().from(uploadTokens)).toEqual([]);
    expect(await rawUploads()).toEqual([]);
    // The image made from an upload is the listing's now, not the upload's.
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    // A late request to the forgotten URL is refused like any unknown one.
    const late = await putUpload(t.app, abandoned, builder.cookie, await makePng());
    expect(late.statusCode).toBe(404);
  });
});
