import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

/**
 * Saving, joining, their undoing and sending a message run a fixed number of round trips to the
 * database, counted once the session is cached: each one more costs every write its share of the
 * pool. On PostgreSQL the change's events travel in one more statement (pg_notify); PGlite has
 * no NOTIFY.
 */
let queries: string[] = [];
let t: TestApp;
let builder: SignedInUser;
let tester: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp({}, (query) => {
    queries.push(query);
  });
  [builder, tester] = await Promise.all([signUpAs(t.app, 'Builder'), signUpAs(t.app, 'Tester')]);
  await t.app.inject({ method: 'GET', url: '/api/saved', headers: { cookie: tester.cookie } });
});
afterAll(() => t.close());

const onPostgres = process.env.TEST_DB === 'postgres';
const notifies = onPostgres ? 1 : 0;
/** node-postgres sends begin and commit as statements of their own; PGlite's driver does not. */
const beginCommit = onPostgres ? 2 : 0;
/**
 * After the answer, the process that made a signup marks the tester's invitations to the
 * listing's cycles answered (matching/invitations-on-signup.plugin.ts): one statement.
 */
const invitationsAnswered = 1;

async function roundTrips(
  method: 'POST' | 'DELETE',
  url: string,
  status: number,
  payload?: object,
) {
  // A write is answered before its events are sent: each request's publish is counted with it.
  await t.app.bus.drained();
  queries = [];
  const response = await t.app.inject({
    method,
    url,
    headers: { cookie: tester.cookie },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode).toBe(status);
  await t.app.bus.drained();
  await t.app.invitationsOnSignup.settled();
  const published = queries.filter((query) => query.includes('pg_notify')).length;
  return { all: queries.length, published };
}

describe('writes run a fixed number of round trips', () => {
  it('save: one statement inserts and answers the save, the listing from the cache; one publish', async () => {
    const listing = await postListing(t.app, builder.cookie, { name: 'Counted save' });
    // No one has read the new listing yet: the first save reads it into the cache.
    const save = await roundTrips('POST', '/api/saved', 201, { softwareId: listing.id });
    expect(save).toEqual({ all: 2 + notifies, published: notifies });
    const again = await roundTrips('POST', '/api/saved', 200, { softwareId: listing.id });
    expect(again).toEqual({ all: 1, published: 0 });
    const unsave = await roundTrips('DELETE', `/api/saved/${listing.id}`, 204);
    expect(unsave).toEqual({ all: 1 + notifies, published: notifies });
    const saveCached = await roundTrips('POST', '/api/saved', 201, { softwareId: listing.id });
    expect(saveCached).toEqual({ all: 1 + notifies, published: notifies });
  });

  it('join: one statement decides, writes, stores the notification and reads the answer; then one publish', async () => {
    const listing = await postListing(t.app, builder.cookie, { name: 'Counted join' });
    const join = await roundTrips('POST', '/api/interests', 201, { softwareId: listing.id });
    expect(join).toEqual({ all: 1 + notifies + invitationsAnswered, published: notifies });
    const again = await roundTrips('POST', '/api/interests', 200, { softwareId: listing.id });
    expect(again).toEqual({ all: 1, published: 0 });
  });

  it('join with answers: one statement tells the questions, one more writes once they are checked', async () => {
    const listing = await postListing(t.app, builder.cookie, {
      name: 'Counted screening',
      screeningQuestions: [{ kind: 'text', prompt: 'Which phone?', required: true }],
    });
    const questionId = listing.screeningQuestions[0]?.id as string;
    const refused = await roundTrips('POST', '/api/interests', 400, { softwareId: listing.id });
    expect(refused).toEqual({ all: 1, published: 0 });
    const join = await roundTrips('POST', '/api/interests', 201, {
      softwareId: listing.id,
      answers: { [questionId]: 'Pixel 8' },
    });
    expect(join).toEqual({ all: 2 + notifies + invitationsAnswered, published: notifies });
  });

  it('leave from a listing without a tester limit: one statement locks and removes; one publish', async () => {
    const listing = await postListing(t.app, builder.cookie, { name: 'Counted leave' });
    await roundTrips('POST', '/api/interests', 201, { softwareId: listing.id });
    const leave = await roundTrips('DELETE', `/api/interests/${listing.id}`, 204);
    expect(leave).toEqual({ all: 1 + notifies, published: notifies });
    const again = await roundTrips('DELETE', `/api/interests/${listing.id}`, 204);
    expect(again).toEqual({ all: 1, published: 0 });
  });

  it('leave from a listing with a tester limit: then, in a transaction, removes, counts the places and reads the line', async () => {
    const listing = await postListing(t.app, builder.cookie, {
      name: 'Counted limited leave',
      testerLimit: 5,
    });
    await roundTrips('POST', '/api/interests', 201, { softwareId: listing.id });
    const leave = await roundTrips('DELETE', `/api/interests/${listing.id}`, 204);
    expect(leave).toEqual({ all: 1 + beginCommit + 3 + notifies, published: notifies });
  });

  it('message from a tester: one statement stores it, its notification and the tester’s activity; one publish', async () => {
    const listing = await postListing(t.app, builder.cookie, { name: 'Counted message' });
    await roundTrips('POST', '/api/interests', 201, { softwareId: listing.id });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: tester.cookie },
      payload: { builderId: builder.user.id, testerId: tester.user.id, softwareId: listing.id },
    });
    const payload = { conversationId: started.json().id, content: 'Found a crash' };
    const message = await roundTrips('POST', '/api/messages', 201, payload);
    expect(message).toEqual({ all: 1 + notifies, published: notifies });
  });
});
