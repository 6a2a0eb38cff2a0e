import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@/shared/constants.ts';
import { IMAGE_TOO_LARGE_MESSAGE } from '@/shared/contracts/images.ts';
import { type Attempt, RUNS, variations } from './attempts.ts';
import { describeDatabaseAfterwards } from './database-afterwards.ts';
import { type Endpoint, hasParam, takesBody, title } from './endpoint.ts';
import { cookieOf, freshCookieOf, fx, setUpFixtures } from './fixtures.ts';
import { check, describeAnswer, send, urlOf, within } from './requests.ts';
import { ENDPOINTS, endpointFor } from './routes.ts';
import { overLongIds } from './values.ts';

/** Too much of anything is refused early, with the status that says so, in the error shape. */

const BODY_LIMIT = 64 * 1024;
const MIB = 1024 * 1024;

setUpFixtures();

/** Writes part of a body that declares (or streams toward) more than the limit, and never ends it. */
function oversizeOverHttp(
  route: Endpoint,
  cookie: string | undefined,
  framing: 'content-length' | 'chunked',
  limit: number,
): Promise<{ status: number; body: string }> {
  const path = urlOf(route, { id: route.ids?.()[0] ?? '', query: '' });
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${fx.baseUrl}${path}`, {
      method: route.method,
      headers: {
        'content-type': route.raw ? 'image/png' : 'application/json',
        // Named explicitly: Node's client would send a DELETE body unframed.
        ...(framing === 'content-length'
          ? { 'content-length': String(limit * 8) }
          : { 'transfer-encoding': 'chunked' }),
        ...(cookie ? { cookie } : {}),
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
        request.destroy();
      });
    });
    // A reset before the answer is a failure too: the refusal must reach the client.
    request.on('error', reject);
    request.write(`{"padding":"${'x'.repeat(framing === 'chunked' ? limit + 16_384 : 16_384)}`);
  });
}

/** A JSON body of exactly this many bytes. */
function paddedJson(bytes: number): string {
  const empty = '{"padding":""}';
  return `{"padding":"${'x'.repeat(bytes - empty.length)}"}`;
}

describe('bodies over the limit', () => {
  for (const route of ENDPOINTS.filter((e) => takesBody(e) && !e.raw)) {
    it(`${title(route)} refuses over 64 KiB with 413 in the error shape, before reading it all`, async () => {
      const cookie = await freshCookieOf(route.actors[0]);
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: BODY_LIMIT + 1, max: MIB }), async (size) => {
          const attempt: Attempt = {
            actor: route.actors[0],
            id: route.ids?.()[0] ?? '',
            query: '',
            body: { payload: paddedJson(size), contentType: 'application/json' },
            accept: undefined,
            ip: '10.1.1.1',
          };
          const response = await send(route, attempt, cookie);
          expect(response.statusCode).toBe(413);
          expect(response.json()).toEqual({
            code: 'payload_too_large',
            message: 'Payload Too Large',
          });
        }),
        { numRuns: 3 },
      );
      for (const framing of ['content-length', 'chunked'] as const) {
        const answer = await within(
          oversizeOverHttp(route, cookie, framing, BODY_LIMIT),
          `${title(route)} with an unfinished ${framing} body`,
        );
        expect(answer.status, `${framing} ${answer.body}`).toBe(413);
        expect(JSON.parse(answer.body)).toEqual({
          code: 'payload_too_large',
          message: 'Payload Too Large',
        });
      }
    });
  }

  it('PUT /api/uploads/:token refuses a file over 2 MB with 413 in the error shape, before reading it all', async () => {
    const upload = endpointFor('PUT', '/api/uploads/:token');
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: IMAGE_MAX_BYTES + 1, max: 3 * MIB }), async (size) => {
        const response = await send(upload, {
          actor: 'builder',
          id: fx.uploadToken,
          query: '',
          body: { payload: Buffer.alloc(size, 0xff), contentType: 'image/jpeg' },
          accept: undefined,
          ip: '10.1.1.2',
        });
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({
          code: 'image_too_large',
          message: IMAGE_TOO_LARGE_MESSAGE,
        });
      }),
      { numRuns: 2 },
    );
    const answer = await within(
      oversizeOverHttp(upload, await cookieOf('builder'), 'content-length', IMAGE_MAX_BYTES),
      'PUT /api/uploads/:token with an unfinished body',
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'image_too_large',
      message: IMAGE_TOO_LARGE_MESSAGE,
    });
  });
});

describe('path parameters over the limit', () => {
  it('answers 414 in the error shape, on every route', async () => {
    const cases = fc
      .constantFrom(...ENDPOINTS.filter(hasParam))
      .chain((route) => fc.tuple(fc.constant(route), variations(route, { id: overLongIds })));
    await fc.assert(
      fc.asyncProperty(cases, async ([route, attempt]) => {
        const response = await check(route, attempt);
        expect(response.statusCode, describeAnswer(route, response)).toBe(414);
        expect(response.json()).toEqual({ code: 'uri_too_long', message: 'URI Too Long' });
      }),
      { numRuns: RUNS },
    );
  });
});

describeDatabaseAfterwards();
