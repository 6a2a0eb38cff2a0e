import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@/shared/constants.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { makePng, putUpload, requestUploadUrl, uploadImage } from '@/tests/factories/listings.ts';
import { signUpAs } from '@/tests/factories/people.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await signUpAs(t.app, 'Builder'));
});
afterAll(() => t.close());

const processUpload = (imageURL: string, as = cookie) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/software-images',
    headers: { cookie: as },
    payload: { imageURL },
  });

describe('image uploads', () => {
  it('refuses an upload URL to a signed-out visitor', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/objects/upload' });
    expect(response.statusCode).toBe(401);
  });

  it('re-encodes an upload to WebP at full and card size and serves both immutably', async () => {
    const objectPath = await uploadImage(t.app, cookie, await makePng(2400, 1200));
    expect(objectPath).toMatch(/^\/objects\/[0-9a-f-]{36}$/);
    const full = await t.app.inject({ method: 'GET', url: objectPath });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 800,
    });

    const card = await t.app.inject({ method: 'GET', url: `${objectPath}/card` });
    expect(card.headers['content-type']).toBe('image/webp');
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 640, height: 400 });
  });

  it('strips metadata such as EXIF from the stored image', async () => {
    const withExif = await sharp(await makePng(100, 100))
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const objectPath = await uploadImage(t.app, cookie, withExif);
    const stored = await t.app.inject({ method: 'GET', url: objectPath });
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('refuses a file over 2,097,152 bytes with 413', async () => {
    const uploadUrl = await requestUploadUrl(t.app, cookie);
    const tooBig = Buffer.concat([await makePng(), Buffer.alloc(IMAGE_MAX_BYTES)]);
    const response = await putUpload(t.app, uploadUrl, cookie, tooBig);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'image_too_large',
      message: 'Image must be 2 MB or smaller',
    });
  });

  it('accepts JPEG, GIF and WebP by their bytes', async () => {
    const base = sharp(await makePng());
    for (const image of [
      await base.clone().jpeg().toBuffer(),
      await base.clone().gif().toBuffer(),
      await base.clone().webp().toBuffer(),
    ]) {
      await expect(uploadImage(t.app, cookie, image)).resolves.toMatch(/^\/objects\//);
    }
  });

  it('lets an upload URL be used once (410 after), and answers 404 to an unknown one', async () => {
    const uploadUrl = await requestUploadUrl(t.app, cookie);
    expect((await putUpload(t.app, uploadUrl, cookie, await makePng())).statusCode).toBe(200);
    expect((await putUpload(t.app, uploadUrl, cookie, await makePng())).statusCode).toBe(410);
    const unknown = await putUpload(
      t.app,
      `/api/uploads/${'x'.repeat(43)}`,
      cookie,
      await makePng(),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses to process another user's upload (403) and a URL that is not an upload (400)", async () => {
    const other = await signUpAs(t.app, 'Tester');
    const uploadUrl = await requestUploadUrl(t.app, other.cookie);
    await putUpload(t.app, uploadUrl, other.cookie, await makePng());
    expect((await processUpload(uploadUrl)).statusCode).toBe(403);
    const notUpload = await processUpload('https://evil.example/picture.png');
    expect(notUpload.statusCode).toBe(400);
    expect(notUpload.json().errors).toEqual({ imageURL: 'Not an upload URL' });
  });

  it('answers 404 for an image that does not exist or is not a uuid', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/objects/${crypto.randomUUID()}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/objects/not-an-id' })).statusCode).toBe(404);
  });
});
