import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPLOAD_IMAGE_MESSAGE } from '@/shared/contracts/listings.ts';
import { RUNS, variations } from './attempts.ts';
import { describeDatabaseAfterwards } from './database-afterwards.ts';
import { setUpFixtures } from './fixtures.ts';
import { check, describeAnswer } from './requests.ts';
import { endpointFor } from './routes.ts';
import { unsubscribeTokens } from './unsubscribe-tokens.ts';
import {
  asJson,
  keysetCursors,
  looksLikeUuid,
  POSTGRES_UUID,
  percentEncode,
  shortText,
  signedIn,
  unreadableCursor,
} from './values.ts';

/**
 * Values that pass a first look but not the parser or the database behind it: each is refused
 * with a 400 before it gets there, and nothing is written.
 */

setUpFixtures();

describe('near misses', () => {
  it('GET /api/software refuses a cursor whose createdAt or id PostgreSQL cannot read', async () => {
    const browse = endpointFor('GET', '/api/software');
    const query = keysetCursors.filter(unreadableCursor).map((cursor) => `cursor=${cursor}`);
    await fc.assert(
      fc.asyncProperty(variations(browse, { query }), async (attempt) => {
        const response = await check(browse, attempt);
        expect(response.statusCode, describeAnswer(browse, response)).toBe(400);
        expect(response.json()).toEqual({
          code: 'validation_failed',
          message: 'Invalid cursor',
          errors: { cursor: 'Invalid cursor' },
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /api/software refuses an imageUrl of "/objects/" and 36 uuid characters that are no UUID', async () => {
    const create = endpointFor('POST', '/api/software');
    const body = looksLikeUuid
      .filter((id) => !POSTGRES_UUID.test(id))
      .map((id) => asJson({ ...create.body?.(), imageUrl: `/objects/${id}` }));
    await fc.assert(
      fc.asyncProperty(variations(create, { body }), async (attempt) => {
        const response = await check(create, attempt);
        expect(response.statusCode, describeAnswer(create, response)).toBe(400);
        expect(response.json()).toEqual({
          code: 'validation_failed',
          message: UPLOAD_IMAGE_MESSAGE,
          errors: { imageUrl: UPLOAD_IMAGE_MESSAGE },
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('PUT /api/software-images refuses an imageURL the URL parser rejects ("http://[", a port over 65535)', async () => {
    const images = endpointFor('PUT', '/api/software-images');
    const body = fc
      .oneof(
        fc.constantFrom('http://[', 'http://a:99999/api/uploads/x', 'https://[::1/', 'http://%/'),
        shortText.map((host) => `http://${host}:65536/api/uploads/x`),
      )
      .map((imageURL) => asJson({ imageURL }));
    await fc.assert(
      fc.asyncProperty(variations(images, { actor: signedIn, body }), async (attempt) => {
        const response = await check(images, attempt);
        expect(response.statusCode, describeAnswer(images, response)).toBe(400);
        expect(response.json()).toEqual({
          code: 'validation_failed',
          message: expect.any(String),
          errors: { imageURL: expect.any(String) },
        });
      }),
      { numRuns: RUNS },
    );
  });

  for (const method of ['GET', 'POST'] as const) {
    it(`${method} /api/digest/unsubscribe answers a repeated token with its 400 page`, async () => {
      const unsubscribe = endpointFor(method, '/api/digest/unsubscribe');
      const query = fc
        .array(unsubscribeTokens(), { minLength: 2, maxLength: 3 })
        .map((tokens) => tokens.map((token) => `token=${percentEncode(token)}`).join('&'));
      await fc.assert(
        fc.asyncProperty(variations(unsubscribe, { query }), async (attempt) => {
          const response = await check(unsubscribe, attempt);
          expect(response.statusCode, describeAnswer(unsubscribe, response)).toBe(400);
          expect(response.headers['content-type']).toMatch(/^text\/html/);
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describeDatabaseAfterwards();
