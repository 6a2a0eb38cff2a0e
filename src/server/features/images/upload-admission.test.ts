import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objects } from '@/server/db/schema/images.ts';
import { IMAGE_MAX_BYTES } from '@/shared/constants.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { makePng, putUpload, requestUploadUrl } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

const UPLOADS_IN_FLIGHT = { perUser: 2, perAddress: 8 };

let t: TestApp;
let builder: SignedInUser;
let other: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  [builder, other] = await Promise.all([signUpAs(t.app, 'Builder'), signUpAs(t.app, 'Builder')]);
});
afterAll(() => t.close());

// Over the size limit: had the body been read first, every answer would be 413.
const tooBig = Buffer.alloc(IMAGE_MAX_BYTES + 1024, 0xff);

/**
 * A PUT whose body is still arriving; `finish()` sends the rest, a real PNG. `admitted()` settles
 * once the server reads the body, that is once the upload holds its slot.
 */
function slowUpload(uploadUrl: string, cookie: string, remoteAddress = '127.0.0.1') {
  const body = new PassThrough();
  const response = t.app.inject({
    method: 'PUT',
    url: uploadUrl,
    headers: { cookie, 'content-type': 'image/png' },
    payload: body,
    remoteAddress,
  });
  return {
    response,
    admitted: () => expect.poll(() => body.listenerCount('readable')).toBeGreaterThan(0),
    finish: async () => {
      body.end(await makePng());
      return response;
    },
  };
}

describe('an upload URL is checked before its body is read', () => {
  it('answers the signed-out 401, not 413', async () => {
    const uploadUrl = await requestUploadUrl(t.app, builder.cookie);
    const response = await t.app.inject({ method: 'PUT', url: uploadUrl, payload: tooBig });
    expect(response.statusCode).toBe(401);
  });

  it("answers 404 to someone else's URL and to a made-up one, and 410 to a spent one", async () => {
    const uploadUrl = await requestUploadUrl(t.app, builder.cookie);
    const foreign = await putUpload(t.app, uploadUrl, other.cookie, tooBig);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'upload_not_found', message: 'Unknown upload URL' });
    const madeUp = `/api/uploads/${'y'.repeat(43)}`;
    expect((await putUpload(t.app, madeUp, builder.cookie, tooBig)).statusCode).toBe(404);

    expect((await putUpload(t.app, uploadUrl, builder.cookie, await makePng())).statusCode).toBe(
      200,
    );
    expect((await putUpload(t.app, uploadUrl, builder.cookie, tooBig)).statusCode).toBe(410);
  });
});

describe('uploads in flight', () => {
  it(`lets one person send ${UPLOADS_IN_FLIGHT.perUser} files at once, answers 429 to more, and frees the slots when they end`, async () => {
    const person = await signUpAs(t.app, 'Builder');
    const pending = await Promise.all(
      Array.from({ length: UPLOADS_IN_FLIGHT.perUser }, async () =>
        slowUpload(await requestUploadUrl(t.app, person.cookie), person.cookie),
      ),
    );
    for (const upload of pending) await upload.admitted();
    const oneMore = await requestUploadUrl(t.app, person.cookie);
    const refused = await putUpload(t.app, oneMore, person.cookie, await makePng());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many uploads at once; try again in/);
    expect(refused.headers['retry-after']).toBeDefined();

    for (const upload of pending) expect((await upload.finish()).statusCode).toBe(200);
    expect((await putUpload(t.app, oneMore, person.cookie, await makePng())).statusCode).toBe(200);
  });

  it(`lets one address send ${UPLOADS_IN_FLIGHT.perAddress} files at once, whoever sends them`, async () => {
    const address = '10.20.30.40';
    const people = await Promise.all(
      Array.from({ length: UPLOADS_IN_FLIGHT.perAddress + 1 }, () => signUpAs(t.app, 'Builder')),
    );
    const [last, ...first] = people as [SignedInUser, ...SignedInUser[]];
    const pending = await Promise.all(
      first.map(async (person) =>
        slowUpload(await requestUploadUrl(t.app, person.cookie), person.cookie, address),
      ),
    );
    for (const upload of pending) await upload.admitted();
    const lastUrl = await requestUploadUrl(t.app, last.cookie);
    expect((await slowUpload(lastUrl, last.cookie, address).response).statusCode).toBe(429);
    expect((await slowUpload(lastUrl, last.cookie, '10.20.30.41').finish()).statusCode).toBe(200);
    for (const upload of pending) expect((await upload.finish()).statusCode).toBe(200);
  });

  it('frees the slot of an upload whose sender goes away mid-body', async () => {
    const person = await signUpAs(t.app, 'Builder');
    for (let i = 0; i < UPLOADS_IN_FLIGHT.perUser + 1; i++) {
      const body = new PassThrough();
      const response = t.app.inject({
        method: 'PUT',
        url: await requestUploadUrl(t.app, person.cookie),
        headers: { cookie: person.cookie, 'content-type': 'image/png' },
        payload: body,
      });
      body.destroy(new Error('sender went away'));
      await response.catch(() => undefined);
    }
    // The slot is freed when the server closes its side, which may come just after the client
    // has given up; a refused attempt leaves the URL unused for the next.
    const uploadUrl = await requestUploadUrl(t.app, person.cookie);
    const png = await makePng();
    await expect
      .poll(async () => (await putUpload(t.app, uploadUrl, person.cookie, png)).statusCode, {
        timeout: 3_000,
      })
      .toBe(200);
  });
});

describe('turning an upload into an image', () => {
  it('processes one upload once when 30 requests name it at the same moment', async () => {
    const uploadUrl = await requestUploadUrl(t.app, builder.cookie);
    await putUpload(t.app, uploadUrl, builder.cookie, await makePng(800, 600));
    const mine = (variant: 'full' | 'card') =>
      t.db.$count(
        objects,
        and(eq(objects.createdById, builder.user.id), eq(objects.variant, variant)),
      );
    const [fullBefore, cardBefore] = [await mine('full'), await mine('card')];

    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({
          method: 'PUT',
          url: '/api/software-images',
          headers: { cookie: builder.cookie },
          payload: { imageURL: uploadUrl },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((s) => s === 409 || s === 410)).toBe(
      true,
    );
    expect(await mine('full')).toBe(fullBefore + 1);
    expect(await mine('card')).toBe(cardBefore + 1);

    const late = await t.app.inject({
      method: 'PUT',
      url: '/api/software-images',
      headers: { cookie: builder.cookie },
      payload: { imageURL: uploadUrl },
    });
    expect(late.statusCode).toBe(410);
  });
});
