import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerFrame } from '@/shared/contracts/chat.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { insertReport, testerWith } from '@/tests/factories/feedback.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { openSocket } from '@/tests/realtime/socket-client.ts';

/** A report's open pages hear of its changes: the reporter's always, the builder's from the reporter. */
let t: TestApp;
let baseUrl: string;
let builder: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  builder = await signUpAs(t.app, 'Builder');
});
afterAll(() => t.close());

const feedbackFrame = (frame: ServerFrame) => frame.type === 'feedback_changed';
const patch = (id: string, cookie: string, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/feedback/${id}`,
    headers: { cookie },
    payload: { status },
  });

describe('live status', () => {
  it('reaches the reporter’s sockets when the builder acts, and the builder’s when the reporter does', async () => {
    const listing = await postListing(t.app, builder.cookie, { name: 'Live Harbor' });
    const reporter = await testerWith(t, builder, listing, 'Accepted');
    const bystander = await signUpAs(t.app, 'Tester');
    const id = await insertReport(t.db, { listingId: listing.id, reporterId: reporter.user.id });
    const [reporterSocket, builderSocket, bystanderSocket] = await Promise.all([
      openSocket(baseUrl, reporter.cookie),
      openSocket(baseUrl, builder.cookie),
      openSocket(baseUrl, bystander.cookie),
    ]);
    try {
      expect((await patch(id, builder.cookie, 'Fixed')).statusCode).toBe(200);
      expect(await reporterSocket.next(feedbackFrame)).toEqual({
        type: 'feedback_changed',
        feedbackId: id,
      });
      expect((await patch(id, reporter.cookie, 'Verified')).statusCode).toBe(200);
      expect(await builderSocket.next(feedbackFrame)).toEqual({
        type: 'feedback_changed',
        feedbackId: id,
      });
      expect(await reporterSocket.next(feedbackFrame)).toEqual({
        type: 'feedback_changed',
        feedbackId: id,
      });
      // The builder heard of the Verified alone, not of their own Fixed; nobody else heard anything.
      await Promise.all([
        expect(builderSocket.next(feedbackFrame)).rejects.toThrow(),
        expect(bystanderSocket.next(feedbackFrame)).rejects.toThrow(),
      ]);
    } finally {
      await Promise.all([reporterSocket, builderSocket, bystanderSocket].map((s) => s.close()));
    }
  }, 20_000);
});
