import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { registerUser, signUpAs } from '@/tests/factories/people.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const saveProfile = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers: cookie ? { cookie } : {},
    payload,
  });

const complete = {
  role: 'Builder',
  phone: ' +44 20 7946 0000 ',
  businessName: 'Acme Labs',
  website: 'https://acme.example',
  wantsWeeklyDigest: true,
};

describe('PUT /api/auth/profile', () => {
  it('saves every field and answers the updated user', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await saveProfile(cookie, complete);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...complete, phone: '+44 20 7946 0000' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ role: 'Builder', wantsWeeklyDigest: true });
  });

  it('stores empty optional texts as absent', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await saveProfile(cookie, {
      role: 'Tester',
      phone: '555-0100',
      website: '',
      businessName: '',
    });
    expect(response.json()).toMatchObject({
      website: null,
      businessName: null,
      wantsWeeklyDigest: false,
    });
  });

  it('refuses a missing or blank phone with "Phone is required"', async () => {
    const { cookie } = await registerUser(t.app);
    for (const phone of [undefined, '', '   ']) {
      const response = await saveProfile(cookie, { ...complete, phone });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation_failed',
        message: 'Phone is required',
        errors: { phone: 'Phone is required' },
      });
    }
  });

  it('refuses a phone that is not a phone number, and says what one looks like', async () => {
    const { cookie } = await registerUser(t.app);
    for (const phone of ['abc', '1', '555 abc 0100', '12345678901234567890']) {
      const response = await saveProfile(cookie, { ...complete, phone });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        phone: 'Enter a phone number, such as +1 555 0100',
      });
    }
    const written = await saveProfile(cookie, { ...complete, phone: '(020) 7946.0000' });
    expect(written.statusCode).toBe(200);
  });

  it('takes a website typed without https:// as an https address', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await saveProfile(cookie, { ...complete, website: 'acme.example/team' });
    expect(response.statusCode).toBe(200);
    expect(response.json().website).toBe('https://acme.example/team');
  });

  it('refuses Admin as a self-chosen role with 400', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await saveProfile(cookie, { ...complete, role: 'Admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ role: 'Admin cannot be chosen on the profile' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json().role).toBe('Tester');
  });

  it('refuses a website that is not http(s), such as javascript:', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await saveProfile(cookie, { ...complete, website: 'javascript:alert(1)' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['website']);
  });

  it('keeps an Admin an Admin whatever role the form sends', async () => {
    const admin = await signUpAs(t.app, 'Admin');
    const response = await saveProfile(admin.cookie, { ...complete, role: 'Tester' });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('Admin');
  });

  it('refuses a signed-out request with 401', async () => {
    const response = await saveProfile(undefined, complete);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthorized', message: 'Unauthorized' });
  });
});
