import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { registerUser, signUpAs } from '@/tests/factories/people.ts';
import { verificationTokenFor } from '@/tests/mail/mail-links.ts';
import { INVALID_LINK_MESSAGE } from './account-tokens.ts';
import { VERIFICATION_LINKS_PER_HOUR } from './verification.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const resend = (cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/resend-verification',
    headers: cookie ? { cookie } : {},
  });

const verify = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });

describe('POST /api/auth/resend-verification', () => {
  it('mails a new link that works, and the earlier link stops working', async () => {
    const person = await registerUser(t.app);
    const email = person.user.email as string;
    const first = await verificationTokenFor(t.db, email);

    const response = await resend(person.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email });
    const second = await verificationTokenFor(t.db, email);
    expect(second).not.toBe(first);

    expect((await verify(first)).json()).toEqual({
      code: 'invalid_link',
      message: INVALID_LINK_MESSAGE,
      errors: { token: INVALID_LINK_MESSAGE },
    });
    expect((await verify(second)).json()).toMatchObject({ emailVerified: true });
  });

  it('answers 401 when signed out', async () => {
    const response = await resend();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthorized', message: 'Unauthorized' });
  });

  it('answers 409 once the address is verified', async () => {
    const verified = await signUpAs(t.app, 'Tester');
    const response = await resend(verified.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'already_verified',
      message: 'Your e-mail address is already verified',
    });
  });

  it('limits the links per hour with a 429 that says when to try again', async () => {
    const person = await registerUser(t.app);
    // Registration sent the first link of the hour.
    for (let sent = 1; sent < VERIFICATION_LINKS_PER_HOUR; sent++) {
      expect((await resend(person.cookie)).statusCode).toBe(200);
    }
    const refused = await resend(person.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many verification e-mails; try again in (1 hour|59 minutes)$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // Someone else's budget is their own.
    expect((await resend((await registerUser(t.app)).cookie)).statusCode).toBe(200);
  });
});
