import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { crc32, createDeflate } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objects } from '@/server/db/schema/images.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { putUpload, requestUploadUrl, uploadImage } from '@/tests/factories/listings.ts';
import { signUpAs } from '@/tests/factories/people.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await signUpAs(t.app, 'Builder'));
});
afterAll(() => t.close());

const DAMAGED = 'The image is damaged or incomplete; save it again or try another file';
const NOT_AN_IMAGE = 'Image must be a JPEG, PNG, WebP or GIF';

/** PUTs the bytes to a fresh upload URL; answers the response and how many objects it stored. */
async function upload(bytes: Buffer, contentType: string) {
  const uploadUrl = await requestUploadUrl(t.app, cookie);
  const before = await t.db.$count(objects);
  const response = await putUpload(t.app, uploadUrl, cookie, bytes, contentType);
  return { response, stored: (await t.db.$count(objects)) - before };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A real decompression bomb: a valid 1-bit PNG of side × side black pixels, whose zeros deflate to
 * about 300 KB yet decode to gigabytes. Deflated in slices so the test itself stays small.
 */
async function pngBomb(side: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth; the remaining zeros are greyscale, deflate, no interlace
  const rowsPerSlice = 1000;
  const slice = Buffer.alloc((1 + side / 8) * rowsPerSlice);
  const slices = Array.from({ length: side / rowsPerSlice }, () => slice);
  const pixels = await buffer(Readable.from(slices).pipe(createDeflate({ level: 9 })));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A busy photo-like JPEG, so half of it still holds real image data. */
function makeNoisyJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 600,
      height: 400,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
}

/** The classic GIF/JS polyglot: the width bytes open a comment, the script follows the GIF. */
async function makeGifJsPolyglot(script: string): Promise<Buffer> {
  const gif = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#3b5bdb' },
  })
    .gif()
    .toBuffer();
  gif.write('/*', 6, 'latin1');
  expect(gif.includes('*/')).toBe(false);
  return Buffer.concat([gif, Buffer.from(`*/=${script};`, 'latin1')]);
}

/** Runs the work while sampling the process's memory; answers its result, time and peak growth. */
async function measure<T>(work: () => Promise<T>) {
  const startedAt = performance.now();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 5);
  try {
    const result = await work();
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    return { result, ms: performance.now() - startedAt, rssGrowth: rssPeak - rssBefore };
  } finally {
    clearInterval(sampler);
  }
}

describe('hostile uploads', () => {
  it('refuses a text file named .png with 415 and stores nothing', async () => {
    const { response, stored } = await upload(
      Buffer.from('just some text, not a picture'),
      'image/png',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 'image_type_unsupported', message: NOT_AN_IMAGE });
    expect(stored).toBe(0);
  });

  it('refuses an SVG carrying a script with 415 and stores nothing', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48">' +
        '<script>alert(document.cookie)</script><rect width="64" height="48"/></svg>',
    );
    const { response, stored } = await upload(svg, 'image/svg+xml');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 'image_type_unsupported', message: NOT_AN_IMAGE });
    expect(stored).toBe(0);
  });

  it('re-encodes a GIF/JS polyglot to WebP that no longer carries the script', async () => {
    const script = 'alert("polyglot")';
    const objectPath = await uploadImage(t.app, cookie, await makeGifJsPolyglot(script));
    for (const url of [objectPath, `${objectPath}/card`]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      expect(served.rawPayload.includes(script)).toBe(false);
      expect(served.rawPayload.includes('GIF89a')).toBe(false);
    }
  });

  it('refuses a decompression bomb from its header, quickly and without the memory to decode it', async () => {
    const bomb = await pngBomb(50_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { result, ms, rssGrowth } = await measure(() => upload(bomb, 'image/png'));
    expect(ms).toBeLessThan(2000);
    expect(rssGrowth).toBeLessThan(200 * 1024 * 1024);
    expect(result.response.statusCode).toBe(422);
    expect(result.response.json()).toEqual({
      code: 'image_too_large',
      message: 'Image must be 40 megapixels or smaller; this one is 50000 × 50000 pixels',
    });
    expect(result.stored).toBe(0);
  });

  it('refuses a JPEG cut in half with 422 instead of storing it half grey', async () => {
    const jpeg = await makeNoisyJpeg();
    const { response, stored } = await upload(jpeg.subarray(0, jpeg.length / 2), 'image/jpeg');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'image_damaged', message: DAMAGED });
    expect(stored).toBe(0);
  });

  it('leaves the upload URL unused after a refusal, so the same URL takes a good image', async () => {
    const uploadUrl = await requestUploadUrl(t.app, cookie);
    const jpeg = await makeNoisyJpeg();
    const refused = await putUpload(t.app, uploadUrl, cookie, jpeg.subarray(0, 100), 'image/jpeg');
    expect(refused.statusCode).toBe(422);
    expect((await putUpload(t.app, uploadUrl, cookie, jpeg, 'image/jpeg')).statusCode).toBe(200);
  });
});
