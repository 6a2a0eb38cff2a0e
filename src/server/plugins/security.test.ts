import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { registerUser } from '@/tests/factories/people.ts';
import { fieldWithNul } from './security.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await registerUser(t.app));
});
afterAll(() => t.close());

const profileSave = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers: { cookie, host: 'localhost:5000', ...headers },
    payload: { role: 'Tester', phone: '+1 555 0100' },
  });

describe('cross-site request refusal', () => {
  it('refuses a state change whose Origin is another site with 403', async () => {
    const response = await profileSave({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'cross_site_refused',
      message: 'Cross-site request refused',
    });
  });

  it('refuses Sec-Fetch-Site: cross-site and an opaque "null" Origin', async () => {
    expect((await profileSave({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await profileSave({ origin: 'null' })).statusCode).toBe(403);
  });

  it('accepts the same origin, same-origin fetch metadata, and clients that send neither', async () => {
    expect((await profileSave({ origin: 'http://localhost:5000' })).statusCode).toBe(200);
    expect((await profileSave({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await profileSave({})).statusCode).toBe(200);
  });

  it('lets cross-site GETs through: reading changes nothing', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('request bodies', () => {
  it('answers 415 to a JSON endpoint sent form or text bodies', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': contentType },
        payload: 'email=a@b.c&password=12345678',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(/application\/json/);
    }
  });

  it('answers 400 without a stack trace to malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['code', 'message']);
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe('unknown paths', () => {
  it('answers unknown /api paths with JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      code: 'route_not_found',
      message: 'Route GET /api/does-not-exist not found',
    });
  });
});

describe('the NUL guard', () => {
  it('walks parsed JSON but never the bytes of an uploaded file', () => {
    expect(fieldWithNul({ profile: { phone: 'a\u0000' } }, 'body')).toBe('profile.phone');
    expect(fieldWithNul('x\u0000', 'query')).toBe('query');
    const entries = vi.spyOn(Object, 'entries');
    try {
      expect(fieldWithNul(Buffer.alloc(2 * 1024 * 1024), 'body')).toBeNull();
      expect(entries).not.toHaveBeenCalled();
    } finally {
      entries.mockRestore();
    }
  });
});
