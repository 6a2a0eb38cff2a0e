import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '@/server/db/schema/feedback.ts';
import type { BusEvent } from '@/server/lib/event-bus.ts';
import type { FeedbackDetail, FeedbackStatus } from '@/shared/contracts/feedback.ts';
import {
  COMMENT_PARTIES_MESSAGE,
  DUPLICATE_ONLY_MESSAGE,
  DUPLICATE_TARGET_MESSAGE,
  NOT_FIXED_MESSAGE,
  REPORTER_STATUS_MESSAGE,
} from '@/shared/contracts/feedback-triage.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { insertReport, testerWith } from '@/tests/factories/feedback.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

/** Triage as the builder and the reporter see it: statuses, refusals, the timeline. */
let t: TestApp;
let builder: SignedInUser;
let reporter: SignedInUser;
let admin: SignedInUser;
let stranger: SignedInUser;
let listing: Listing;
const events: BusEvent[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  [builder, admin, stranger] = await Promise.all([
    signUpAs(t.app, 'Builder'),
    signUpAs(t.app, 'Admin'),
    signUpAs(t.app, 'Builder'),
  ]);
  listing = await postListing(t.app, builder.cookie, { name: 'Triaged Harbor' });
  reporter = await testerWith(t, builder, listing, 'Accepted');
  t.app.bus.subscribe((event) => events.push(event));
});
afterAll(() => t.close());

const report = () => insertReport(t.db, { listingId: listing.id, reporterId: reporter.user.id });
const setStatus = (id: string, who: SignedInUser, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/feedback/${id}`,
    headers: { cookie: who.cookie },
    payload,
  });
const comment = (id: string, who: SignedInUser, body: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/feedback/${id}/comments`,
    headers: { cookie: who.cookie },
    payload: { body },
  });
async function moveTo(id: string, who: SignedInUser, status: FeedbackStatus) {
  const response = await setStatus(id, who, { status });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FeedbackDetail;
}
const stored = async (id: string) =>
  (await t.db.select().from(feedback).where(eq(feedback.id, id)))[0];
const steps = (detail: FeedbackDetail) =>
  detail.timeline.map((entry) => [entry.kind, entry.status ?? entry.body, entry.actor?.id]);

describe('the builder triages', () => {
  it('walks New to Fixed, each change a timeline entry with who, in order', async () => {
    const id = await report();
    for (const status of ['Acknowledged', 'InProgress', 'Fixed'] as const) {
      expect((await moveTo(id, builder, status)).status).toBe(status);
    }
    const detail = await moveTo(id, builder, 'Fixed');
    const { user: b } = builder;
    expect(steps(detail)).toEqual([
      ['status', 'New', reporter.user.id],
      ['status', 'Acknowledged', b.id],
      ['status', 'InProgress', b.id],
      ['status', 'Fixed', b.id],
    ]);
    expect(detail.timeline[1]?.actor).toMatchObject({
      firstName: b.firstName,
      lastName: b.lastName,
    });
  });

  it('may mark WontFix, and take a report back to New', async () => {
    const id = await report();
    expect((await moveTo(id, builder, 'WontFix')).status).toBe('WontFix');
    expect((await moveTo(id, builder, 'New')).status).toBe('New');
  });

  it('marks a Duplicate of another report of the listing, and forgets it when it moves on', async () => {
    const [original, copy] = [await report(), await report()];
    const response = await setStatus(copy, builder, { status: 'Duplicate', duplicateOf: original });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Duplicate', duplicateOf: original });
    expect((await moveTo(copy, builder, 'Acknowledged')).duplicateOf).toBeNull();
  });

  it('refuses a Duplicate of nothing, of itself, of another listing’s report, or a duplicateOf without Duplicate', async () => {
    const id = await report();
    const elsewhere = await postListing(t.app, builder.cookie, { name: 'Other beta' });
    const foreign = await insertReport(t.db, {
      listingId: elsewhere.id,
      reporterId: reporter.user.id,
    });
    const original = await report();
    for (const [payload, message] of [
      [{ status: 'Duplicate' }, DUPLICATE_TARGET_MESSAGE],
      [{ status: 'Duplicate', duplicateOf: id }, DUPLICATE_TARGET_MESSAGE],
      [{ status: 'Duplicate', duplicateOf: foreign }, DUPLICATE_TARGET_MESSAGE],
      [{ status: 'Duplicate', duplicateOf: crypto.randomUUID() }, DUPLICATE_TARGET_MESSAGE],
      [{ status: 'Acknowledged', duplicateOf: original }, DUPLICATE_ONLY_MESSAGE],
    ] as const) {
      const response = await setStatus(id, builder, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation_failed',
        message,
        errors: { duplicateOf: message },
      });
    }
    expect(await stored(id)).toMatchObject({
      status: 'New',
      duplicateOfId: null,
      firstResponseAt: null,
    });
  });

  it('may not answer for the reporter', async () => {
    const id = await report();
    await moveTo(id, builder, 'Fixed');
    for (const status of ['Verified', 'Reopened']) {
      const response = await setStatus(id, builder, { status });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(REPORTER_STATUS_MESSAGE);
    }
  });

  it('changes nothing by setting the same status again', async () => {
    const id = await report();
    await moveTo(id, builder, 'Acknowledged');
    events.length = 0;
    const again = await moveTo(id, builder, 'Acknowledged');
    expect(again.timeline.map((entry) => entry.status)).toEqual(['New', 'Acknowledged']);
    expect((await moveTo(id, builder, 'New')).timeline).toHaveLength(3);
    events.length = 0;
    expect((await moveTo(id, builder, 'New')).timeline).toHaveLength(3);
    expect(events).toEqual([]);
  });
});

describe('the first response', () => {
  it('is the builder’s first status change, and stays', async () => {
    const id = await report();
    expect((await stored(id))?.firstResponseAt).toBeNull();
    await moveTo(id, builder, 'Acknowledged');
    const first = (await stored(id))?.firstResponseAt;
    expect(first).toBeInstanceOf(Date);
    await moveTo(id, builder, 'Fixed');
    await comment(id, builder, 'Shipped in 1.2');
    expect((await stored(id))?.firstResponseAt).toEqual(first);
  });

  it('is the builder’s first comment, and not the reporter’s', async () => {
    const id = await report();
    expect((await comment(id, reporter, 'Any news?')).statusCode).toBe(201);
    expect((await stored(id))?.firstResponseAt).toBeNull();
    expect((await comment(id, builder, 'Looking into it')).statusCode).toBe(201);
    expect((await stored(id))?.firstResponseAt).toBeInstanceOf(Date);
  });
});

describe('the reporter answers a fix', () => {
  it('confirms it: Verified', async () => {
    const id = await report();
    await moveTo(id, builder, 'Fixed');
    const detail = await moveTo(id, reporter, 'Verified');
    expect(detail.status).toBe('Verified');
    expect(detail.timeline.at(-1)).toMatchObject({
      kind: 'status',
      status: 'Verified',
      actor: { id: reporter.user.id },
    });
  });

  it('says it still happens: Reopened, until the builder moves it on', async () => {
    const id = await report();
    await moveTo(id, builder, 'Fixed');
    expect((await moveTo(id, reporter, 'Reopened')).status).toBe('Reopened');
    const board = await t.app.inject({
      method: 'GET',
      url: `/api/software/${listing.id}/feedback?status=Reopened`,
      headers: { cookie: builder.cookie },
    });
    expect(board.json().map((r: { id: string }) => r.id)).toContain(id);
    expect((await moveTo(id, builder, 'InProgress')).status).toBe('InProgress');
  });

  it('hears 409 before the report is Fixed', async () => {
    const id = await report();
    for (const from of ['New', 'Acknowledged', 'WontFix'] as const) {
      if (from !== 'New') await moveTo(id, builder, from);
      for (const status of ['Verified', 'Reopened']) {
        const response = await setStatus(id, reporter, { status });
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(NOT_FIXED_MESSAGE);
      }
    }
    await moveTo(id, builder, 'Fixed');
    await moveTo(id, reporter, 'Verified');
    expect((await setStatus(id, reporter, { status: 'Reopened' })).statusCode).toBe(409);
  });

  it('may not triage', async () => {
    const id = await report();
    for (const status of ['Acknowledged', 'Fixed', 'WontFix', 'New']) {
      const response = await setStatus(id, reporter, { status });
      expect(response.statusCode, status).toBe(403);
    }
    expect((await stored(id))?.status).toBe('New');
  });
});

describe('anyone else', () => {
  it('hears 404 from a report they cannot read, and an admin 403', async () => {
    const id = await report();
    const other = await signUpAs(t.app, 'Tester');
    for (const who of [stranger, other]) {
      expect((await setStatus(id, who, { status: 'Acknowledged' })).statusCode).toBe(404);
      expect((await comment(id, who, 'Hello')).statusCode).toBe(404);
    }
    const byAdmin = await setStatus(id, admin, { status: 'Acknowledged' });
    expect(byAdmin.statusCode).toBe(403);
    const adminComment = await comment(id, admin, 'Hello');
    expect(adminComment.statusCode).toBe(403);
    expect(adminComment.json().message).toBe(COMMENT_PARTIES_MESSAGE);
    expect((await setStatus(crypto.randomUUID(), builder, { status: 'New' })).statusCode).toBe(404);
    const signedOut = await t.app.inject({
      method: 'PATCH',
      url: `/api/feedback/${id}`,
      payload: { status: 'New' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await stored(id))?.status).toBe('New');
  });
});

describe('the conversation on a report', () => {
  it('keeps the reporter’s and the builder’s comments in the timeline, in order', async () => {
    const id = await report();
    await comment(id, reporter, 'It crashes on launch');
    await moveTo(id, builder, 'Acknowledged');
    const response = await comment(id, builder, 'Which phone?');
    expect(response.statusCode).toBe(201);
    expect(steps(response.json())).toEqual([
      ['status', 'New', reporter.user.id],
      ['comment', 'It crashes on launch', reporter.user.id],
      ['status', 'Acknowledged', builder.user.id],
      ['comment', 'Which phone?', builder.user.id],
    ]);
  });

  it('tells the reporter of the builder’s doings, and the builder of the reporter’s', async () => {
    const id = await report();
    events.length = 0;
    await comment(id, builder, 'Thanks');
    await moveTo(id, builder, 'Fixed');
    await comment(id, reporter, 'Will check');
    await moveTo(id, reporter, 'Verified');
    const told = { type: 'feedback_changed', feedbackId: id, reporterId: reporter.user.id };
    const withBuilder = { ...told, builderId: builder.user.id };
    expect(events.filter((event) => event.type === 'feedback_changed')).toEqual([
      told,
      told,
      withBuilder,
      withBuilder,
    ]);
  });
});
