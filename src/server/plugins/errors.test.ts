import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/shared/contracts/error-codes.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  components: { schemas: Record<string, { properties: { code: { enum: string[] } } }> };
}

describe('error codes in the OpenAPI document', () => {
  it('lists every code once, in the error shape, and every error answer refers to it', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const { paths, components } = document as OpenApiDocument;
    expect(components.schemas.ApiError?.properties.code.enum).toEqual([...ERROR_CODES]);

    const errorAnswers = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, { responses = {} }]) =>
        Object.entries(responses)
          .filter(([status]) => Number(status) >= 400)
          .map(([status, answer]) => [`${method.toUpperCase()} ${path} ${status}`, answer]),
      ),
    );
    expect(errorAnswers.length).toBeGreaterThan(50);
    for (const [answer, documented] of errorAnswers) {
      expect(documented, String(answer)).toMatchObject({
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      });
    }
  });
});

describe('error bodies', () => {
  it('carry a code beside the message: a malformed id, a bad body, an unknown route', async () => {
    const malformedId = await t.app.inject({ method: 'GET', url: '/api/software/not-an-id' });
    expect(malformedId.statusCode).toBe(404);
    expect(malformedId.json()).toEqual({ code: 'not_found', message: 'Not found' });

    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ code: 'bad_request' });

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not an address', password: 'x' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 'validation_failed',
      errors: { email: 'Enter a valid e-mail address' },
    });
  });
});
