import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personRecords } from '@/server/db/schema/reputation.ts';
import { shortLinks } from '@/server/db/schema/sharing.ts';
import { escapeHtml } from '@/server/lib/escape-html.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { EMPTY_BUILDER_RECORD, EMPTY_TESTER_RECORD } from '@/shared/contracts/reputation.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

let t: TestApp;
let builder: SignedInUser;
let tester: SignedInUser;
let listing: Listing;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://harbor.example' });
  [builder, tester] = await Promise.all([signUpAs(t.app, 'Builder'), signUpAs(t.app, 'Tester')]);
  listing = await postListing(t.app, builder.cookie, {
    name: 'Shareable',
    link: 'https://shareable.example',
    notes: 'Try the export.',
  });
});
afterAll(() => t.close());

const shorten = (cookie: string | undefined, originalUrl: string, listingId = listing.id) =>
  t.app.inject({
    method: 'POST',
    url: '/api/short-links',
    headers: cookie ? { cookie } : {},
    payload: { originalUrl, softwareId: listingId },
  });

describe('POST /api/short-links', () => {
  it('answers a short, URL-safe code and reuses it for the same creator and listing', async () => {
    const first = await shorten(tester.cookie, `/share/${listing.id}`);
    expect(first.statusCode).toBe(200);
    const { shortCode, shortUrl } = first.json();
    expect(shortCode).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(shortUrl).toBe(`https://harbor.example/s/${shortCode}`);
    expect((await shorten(tester.cookie, `/share/${listing.id}`)).json().shortCode).toBe(shortCode);
    const otherCreator = await shorten(builder.cookie, `/share/${listing.id}`);
    expect(otherCreator.json().shortCode).not.toBe(shortCode);
  });

  it("accepts this site's share and listing pages, as paths or full URLs, and stores the path", async () => {
    for (const [url, stored] of [
      [`/software/${listing.id}`, `/software/${listing.id}`],
      [`https://harbor.example/share/${listing.id.toUpperCase()}`, `/share/${listing.id}`],
    ] as const) {
      const creator = await signUpAs(t.app, 'Tester');
      const response = await shorten(creator.cookie, url);
      expect(response.statusCode, url).toBe(200);
      const [row] = await t.db
        .select()
        .from(shortLinks)
        .where(eq(shortLinks.shortCode, response.json().shortCode));
      expect(row?.originalUrl).toBe(stored);
    }
  });

  it("refuses anything but this site's pages of the listing: no open redirects, no sign-out links", async () => {
    for (const url of [
      '/api/logout',
      '/api/auth/logout',
      '/',
      '/profile',
      `/share/${listing.id}?next=/api/logout`,
      `/share/${listing.id}#x`,
      `/share/${listing.id}/..`,
      `/s/${listing.id}`,
      `https://evil.example/share/${listing.id}`,
      `http://harbor.example/share/${listing.id}`,
      `https://harbor.example@evil.example/share/${listing.id}`,
      `//evil.example/share/${listing.id}`,
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      `/share/${listing.id}\n/evil`,
    ]) {
      const response = await shorten(tester.cookie, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors).toEqual({
        originalUrl: "Only links to a listing's page or share page on this site can be shortened",
      });
    }
  });

  it('refuses a page of another listing than the one shared', async () => {
    const other = await postListing(t.app, builder.cookie, { name: 'Another' });
    const response = await shorten(tester.cookie, `/share/${other.id}`, listing.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      originalUrl: 'The link must lead to the listing being shared',
    });
  });

  it('refuses the signed-out (401) and missing listings (404)', async () => {
    expect((await shorten(undefined, `/share/${listing.id}`)).statusCode).toBe(401);
    const missing = crypto.randomUUID();
    expect((await shorten(tester.cookie, `/share/${missing}`, missing)).statusCode).toBe(404);
  });
});

describe('GET /s/{shortCode}', () => {
  it('counts each click and redirects (302) to the path', async () => {
    const other = await postListing(t.app, builder.cookie, { name: 'Clicked' });
    const { shortCode } = (await shorten(tester.cookie, `/share/${other.id}`, other.id)).json();
    for (let click = 0; click < 2; click++) {
      const response = await t.app.inject({ method: 'GET', url: `/s/${shortCode}` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/share/${other.id}`);
    }
    const [row] = await t.db.select().from(shortLinks).where(eq(shortLinks.shortCode, shortCode));
    expect(row?.clicks).toBe(2);
  });

  it("leads a link stored before targets were limited to its listing's share page", async () => {
    const stored: [string, string][] = [
      ['OldLogout', '/api/logout'],
      ['OldOther1', '/%C4%80'],
    ];
    for (const [shortCode, originalUrl] of stored) {
      await t.db.insert(shortLinks).values({ shortCode, originalUrl, listingId: listing.id });
      const response = await t.app.inject({ method: 'GET', url: `/s/${shortCode}` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/share/${listing.id}`);
    }
    await t.db.insert(shortLinks).values({ shortCode: 'OldOrphan', originalUrl: '/api/logout' });
    expect((await t.app.inject({ method: 'GET', url: '/s/OldOrphan' })).statusCode).toBe(404);
  });

  it('shows the 404 page, with status 404, for an unknown code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/s/NoSuchCode' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
  });
});

describe('GET /api/public/software/{id}', () => {
  it('answers the share page data without sign-in, Closed listings too', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/software/${listing.id}`,
      headers: { cookie: builder.cookie },
      payload: { status: 'Closed' },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/public/software/${listing.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Shareable',
      status: 'Closed',
      link: 'https://shareable.example',
      notes: 'Try the export.',
      testerCount: 0,
      builder: { firstName: 'Test', lastName: 'User', businessName: null },
      answerBadge: null,
    });
    expect(response.json().builder).not.toHaveProperty('email');
  });

  it("carries the builder's answer badge from their record", async () => {
    // Written as the records follower would have it; the follower may already hold a row.
    await t.db
      .insert(personRecords)
      .values({
        userId: builder.user.id,
        tester: EMPTY_TESTER_RECORD,
        builder: EMPTY_BUILDER_RECORD,
        answerBadge: 'three_days',
      })
      .onConflictDoUpdate({ target: personRecords.userId, set: { answerBadge: 'three_days' } });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/public/software/${listing.id}`,
    });
    expect(response.json().answerBadge).toBe('three_days');
    await t.db.delete(personRecords).where(eq(personRecords.userId, builder.user.id));
  });

  it('answers 404 for a missing listing', async () => {
    for (const id of [crypto.randomUUID(), 'nope']) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/public/software/${id}` })).statusCode,
      ).toBe(404);
    }
  });
});

describe('GET /share/{id} without JavaScript', () => {
  it('carries the listing in <title> and Open Graph and Twitter tags', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/share/${listing.id}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Shareable · Beta Harbor</title>');
    expect(html).toContain('<meta property="og:title" content="Shareable" />');
    expect(html).toContain(
      `<meta property="og:image" content="https://harbor.example${listing.imageUrl}/card" />`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('escapes a hostile name so it cannot break out of the tags', async () => {
    const hostile = await postListing(t.app, builder.cookie, {
      name: '"><script>alert(1)</script>',
      shortDescription: "It's <b>bold</b> & loud",
    });
    const html = (await t.app.inject({ method: 'GET', url: `/share/${hostile.id}` })).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(
      '<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
    expect(html).toContain('content="It&#39;s &lt;b&gt;bold&lt;/b&gt; &amp; loud"');
  });

  it("keeps names holding replacement patterns ($`, $&, $') as typed", async () => {
    for (const name of ['Before $` after', 'Match $& here', "After $' there"]) {
      const named = await postListing(t.app, builder.cookie, { name });
      const html = (await t.app.inject({ method: 'GET', url: `/share/${named.id}` })).body;
      const escaped = escapeHtml(name);
      expect(html, name).toContain(`<title>${escaped} · Beta Harbor</title>`);
      expect(html, name).toContain(`<meta property="og:title" content="${escaped}" />`);
      expect(html, name).toContain(`<meta name="twitter:title" content="${escaped}" />`);
      expect(html.match(/<html/g), name).toHaveLength(1);
      expect(html.match(/<title>/g), name).toHaveLength(1);
    }
  });

  it('answers the page with status 404 for a missing listing', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/share/${crypto.randomUUID()}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Beta Harbor</title>');
  });
});

describe('GET /software/{id}, the detail page', () => {
  const page = (id: string) => t.app.inject({ method: 'GET', url: `/software/${id}` });

  it('answers a listing that exists with 200, closed or open', async () => {
    const closed = await postListing(t.app, builder.cookie, { name: 'Closed for now' });
    const closing = await t.app.inject({
      method: 'PUT',
      url: `/api/software/${closed.id}`,
      headers: { cookie: builder.cookie },
      payload: { status: 'Closed' },
    });
    expect(closing.statusCode).toBe(200);
    for (const id of [listing.id, closed.id]) {
      const response = await page(id);
      expect(response.statusCode, id).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers an unknown or malformed id with 404 and the same app, which shows its own page', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-listing']) {
      const response = await page(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<div id="root">');
    }
    const share = await t.app.inject({ method: 'GET', url: '/share/not-a-listing' });
    expect(share.statusCode).toBe(404);
    expect(share.body).toContain('<div id="root">');
  });
});
