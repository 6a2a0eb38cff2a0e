import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objects } from '@/server/db/schema/images.ts';
import type { FeedbackDetail } from '@/shared/contracts/feedback.ts';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';
import { objectIdOf } from '@/shared/contracts/image-urls.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { aBug, getAs, report, testerWith } from '@/tests/factories/feedback.ts';
import { postListing, uploadImage } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

/** Who reads a report and its screenshots: its reporter, the listing's builder, admins; no one else. */

let t: TestApp;
let people: Record<'reporter' | 'builder' | 'admin' | 'otherTester' | 'otherBuilder', SignedInUser>;
let listing: Listing;
let shot: string;
let filed: FeedbackDetail;

beforeAll(async () => {
  t = await buildTestApp();
  const builder = await signUpAs(t.app, 'Builder');
  listing = await postListing(t.app, builder.cookie, { testerLimit: null });
  const reporter = await testerWith(t, builder, listing, 'Accepted');
  people = {
    reporter,
    builder,
    admin: await signUpAs(t.app, 'Admin'),
    // Accepted on the same beta: a fellow tester does not read another's report either.
    otherTester: await testerWith(t, builder, listing, 'Accepted'),
    otherBuilder: await signUpAs(t.app, 'Builder'),
  };
  shot = await uploadImage(t.app, reporter.cookie);
  const response = await report(t, reporter, listing.id, { ...aBug, screenshots: [shot] });
  filed = response.json();
});
afterAll(() => t.close());

describe('a report', () => {
  it('is read by its reporter, the listing’s builder and an admin, timeline included', async () => {
    for (const who of ['reporter', 'builder', 'admin'] as const) {
      const response = await getAs(t, people[who], feedbackPaths.one(filed.id));
      expect(response.statusCode, who).toBe(200);
      expect(response.json()).toEqual(filed);
    }
  });

  it('is not found for anyone else, and needs a sign-in', async () => {
    for (const who of ['otherTester', 'otherBuilder'] as const) {
      const response = await getAs(t, people[who], feedbackPaths.one(filed.id));
      expect(response.statusCode, who).toBe(404);
      expect(response.json()).toEqual({
        code: 'feedback_not_found',
        message: 'Feedback not found',
      });
    }
    const unknown = feedbackPaths.one('00000000-0000-4000-8000-000000000000');
    expect((await getAs(t, people.reporter, unknown)).statusCode).toBe(404);
    expect((await getAs(t, undefined, feedbackPaths.one(filed.id))).statusCode).toBe(401);
  });
});

describe('My feedback', () => {
  it('lists the tester’s own reports newest first, and nobody else’s', async () => {
    const idea = await report(t, people.reporter, listing.id, {
      kind: 'Idea',
      title: 'Export notes',
      body: 'As Markdown',
    });
    await report(t, people.otherTester, listing.id);
    const response = await getAs(t, people.reporter, feedbackPaths.mine);
    expect(response.statusCode).toBe(200);
    const { timeline: _, ...first } = filed;
    expect(response.json()).toEqual([
      expect.objectContaining({ id: idea.json().id, title: 'Export notes', status: 'New' }),
      first,
    ]);
  });

  it('is for testers only', async () => {
    for (const who of ['builder', 'admin'] as const) {
      expect((await getAs(t, people[who], feedbackPaths.mine)).statusCode, who).toBe(403);
    }
    expect((await getAs(t, undefined, feedbackPaths.mine)).statusCode).toBe(401);
  });
});

describe('a screenshot', () => {
  const stored = async () => {
    const [image] = await t.db
      .select({ bytes: objects.bytes })
      .from(objects)
      .where(eq(objects.id, objectIdOf(shot) as string));
    return image?.bytes;
  };

  it('is served to the reporter, the builder and an admin, and kept by no cache', async () => {
    expect(filed.screenshots).toEqual([feedbackPaths.screenshot(filed.id, 0)]);
    for (const who of ['reporter', 'builder', 'admin'] as const) {
      const response = await getAs(t, people[who], feedbackPaths.screenshot(filed.id, 0));
      expect(response.statusCode, who).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.equals((await stored()) as Buffer)).toBe(true);
    }
  });

  it('is not found for anyone else, nor at its /objects path, even for the reporter', async () => {
    for (const who of ['otherTester', 'otherBuilder'] as const) {
      const response = await getAs(t, people[who], feedbackPaths.screenshot(filed.id, 0));
      expect(response.statusCode, who).toBe(404);
      expect(response.json()).toEqual({
        code: 'feedback_not_found',
        message: 'Feedback not found',
      });
    }
    for (const who of [undefined, ...Object.values(people)]) {
      expect((await getAs(t, who, shot)).statusCode).toBe(404);
      expect((await getAs(t, who, `${shot}/card`)).statusCode).toBe(404);
    }
    expect((await getAs(t, undefined, feedbackPaths.screenshot(filed.id, 0))).statusCode).toBe(401);
  });

  it('is not found past the report’s screenshots, nor past the most a report holds', async () => {
    for (const index of [1, 3]) {
      const response = await getAs(t, people.reporter, feedbackPaths.screenshot(filed.id, index));
      expect(response.statusCode, String(index)).toBe(404);
    }
  });
});
