import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users.ts';
import { createUnsubscribeToken, verifyUnsubscribeToken } from '@/server/lib/unsubscribe-token.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

const PUBLIC_URL = 'https://harbor.example';
const DAY_MS = 86_400_000;
const INVALID = 'This unsubscribe link is not valid.';
const DONE = 'You are unsubscribed from the weekly digest.';

let t: TestApp;
let subscriber: SignedInUser;
const secret = () => t.app.config.sessionSecret;
const tokenFor = (userId: string, now?: Date) => createUnsubscribeToken(secret(), userId, now);
const urlOf = (token: string) => `/api/digest/unsubscribe?token=${token}`;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

const wantsDigest = async (userId: string) =>
  (await t.db.select().from(users).where(eq(users.id, userId)))[0]?.wantsWeeklyDigest;
const setDigest = (userId: string, wantsWeeklyDigest: boolean) =>
  t.db.update(users).set({ wantsWeeklyDigest }).where(eq(users.id, userId));

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** What the mail client sends for RFC 8058: no Origin, no cookie, the token in the URL. */
const oneClick = (url: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
/** What a browser sends for the page's button: a same-origin form with no fields. */
const submitForm = (action: string) =>
  t.app.inject({
    method: 'POST',
    url: action,
    headers: {
      origin: PUBLIC_URL,
      'sec-fetch-site': 'same-origin',
      accept: 'text/html,application/xhtml+xml',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: '',
  });
const formActionIn = (html: string) =>
  /<form method="post" action="([^"]+)"><button type="submit">Unsubscribe<\/button><\/form>/
    .exec(html)?.[1]
    ?.replaceAll('&amp;', '&');

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
  subscriber = await signUpAs(t.app, 'Tester');
});
afterAll(() => t.close());
beforeEach(() => setDigest(subscriber.user.id, true));

describe('the unsubscribe token', () => {
  it('is URL-safe and names its user until a year has passed', () => {
    const token = tokenFor(subscriber.user.id);
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
    const later = (days: number) => new Date(Date.now() + days * DAY_MS);
    expect(verifyUnsubscribeToken(secret(), token, later(364))).toBe(subscriber.user.id);
    expect(verifyUnsubscribeToken(secret(), token, later(366))).toBeNull();
  });
});

describe('GET /api/digest/unsubscribe', () => {
  it('asks with a button and changes nothing, however often it is fetched', async () => {
    const url = urlOf(tokenFor(subscriber.user.id));
    for (let fetch = 0; fetch < 2; fetch++) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('Unsubscribe from the weekly digest?');
      expect(formActionIn(response.body)).toBe(url);
    }
    expect(await wantsDigest(subscriber.user.id)).toBe(true);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: subscriber.cookie },
    });
    expect(profile.json()).toMatchObject({ wantsWeeklyDigest: true });
  });

  it("unsubscribes once the page's button posts its form", async () => {
    const page = await get(urlOf(tokenFor(subscriber.user.id)));
    const action = formActionIn(page.body);
    expect(action).toBeDefined();
    const response = await submitForm(action ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(DONE);
    expect(await wantsDigest(subscriber.user.id)).toBe(false);
  });

  it('says so without a button to someone already unsubscribed', async () => {
    await setDigest(subscriber.user.id, false);
    const response = await get(urlOf(tokenFor(subscriber.user.id)));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('You are not subscribed to the weekly digest.');
    expect(response.body).not.toContain('<form');
  });
});

describe('POST /api/digest/unsubscribe', () => {
  it("unsubscribes in one request from the mail client's RFC 8058 one-click POST", async () => {
    const response = await oneClick(urlOf(tokenFor(subscriber.user.id)));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(DONE);
    expect(await wantsDigest(subscriber.user.id)).toBe(false);
  });

  it('takes the one-click POST as multipart/form-data too, as RFC 8058 prefers', async () => {
    await setDigest(subscriber.user.id, true);
    const boundary = 'harbor-boundary';
    const response = await t.app.inject({
      method: 'POST',
      url: urlOf(tokenFor(subscriber.user.id)),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(200);
    expect(await wantsDigest(subscriber.user.id)).toBe(false);
  });
});

describe('a link that is not good', () => {
  const refusedEverywhere = async (token: string) => {
    for (const response of [await get(urlOf(token)), await oneClick(urlOf(token))]) {
      expect(response.statusCode, token).toBe(400);
      expect(response.body).toContain(INVALID);
      expect(response.body).not.toContain('<form');
    }
    expect(await wantsDigest(subscriber.user.id)).toBe(true);
  };

  it('is refused on GET and POST once a year old, and nothing changes', async () => {
    await refusedEverywhere(tokenFor(subscriber.user.id, daysAgo(366)));
    // The day before, the same link still works.
    const response = await get(urlOf(tokenFor(subscriber.user.id, daysAgo(364))));
    expect(formActionIn(response.body)).toBeDefined();
  });

  it('is refused when tampered with, forged, or for another id or one that is gone', async () => {
    const [id, expires, signature] = tokenFor(subscriber.user.id).split('.');
    const expired = tokenFor(subscriber.user.id, daysAgo(400)).split('.');
    const tampered = [
      `${id}.${Number(expires) + 365 * 86_400}.${signature}`,
      `${id}.${expired[1]}.${signature}`,
      `${id}.${expires}.${expired[2]}`,
      `${randomUUID()}.${expires}.${signature}`,
      // Signed as we would, but there is no such account (any more).
      tokenFor(randomUUID()),
      `${id}.${expires}.${signature?.slice(0, -2)}`,
      `${id}.${expires}.${signature}.${signature}`,
      createUnsubscribeToken('some-other-secret-entirely-wrong', subscriber.user.id),
      'garbage',
      '',
    ];
    for (const token of tampered) await refusedEverywhere(token);
  });

  it('is refused in the form mailed before links expired: id and signature alone', async () => {
    const id = subscriber.user.id;
    const old = createHmac('sha256', secret()).update(`digest-unsubscribe:${id}`);
    await refusedEverywhere(`${id}.${old.digest('base64url')}`);
  });
});
