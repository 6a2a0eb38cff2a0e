import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUESTIONS_CHANGED_MESSAGE } from '@/shared/contracts/interest-messages.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import type { ScreeningQuestionInput } from '@/shared/contracts/screening.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import * as joinStatement from './join-statement.ts';

/**
 * A join checks the tester's answers against the listing's questions, then writes only if the
 * questions are still those: a builder editing them in between is never answered with answers
 * nobody checked. Each edit here lands just before a run of the join statement.
 */
let t: TestApp;
let builder: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  builder = await signUpAs(t.app, 'Builder');
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const join = (cookie: string, listingId: string, answers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/interests',
    headers: { cookie },
    payload: { softwareId: listingId, answers },
  });
const editQuestions = async (listing: Listing, screeningQuestions: ScreeningQuestionInput[]) => {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/software/${listing.id}`,
    headers: { cookie: builder.cookie },
    payload: { screeningQuestions },
  });
  expect(response.statusCode).toBe(200);
};
/** Before the join statement's runs, in turn: each edit, then none. */
function editBeforeRuns(edits: (() => Promise<void>)[]) {
  const run = joinStatement.runJoin;
  vi.spyOn(joinStatement, 'runJoin').mockImplementation(async (db, params) => {
    await edits.shift()?.();
    return run(db, params);
  });
}
/** A tester, and a listing that asks one required question, whose id is `phone`. */
async function screenedListing(name: string) {
  const tester = await signUpAs(t.app, 'Tester');
  const listing = await postListing(t.app, builder.cookie, {
    name,
    screeningQuestions: [{ prompt: 'Which phone?', kind: 'text', required: true }],
  });
  return { tester, listing, phone: listing.screeningQuestions[0]?.id as string };
}
const mySignups = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/interests', headers: { cookie } })).json();

describe('a join while the builder edits the questions', () => {
  it('checks the answers again against the new questions, and refuses what they no longer allow', async () => {
    const { tester, listing, phone } = await screenedListing('Moving questions');
    editBeforeRuns([
      async () => {},
      () =>
        editQuestions(listing, [
          { id: phone, prompt: 'Which phone?', kind: 'text', required: true },
          { prompt: 'Which carrier?', kind: 'text', required: true },
        ]),
    ]);
    const refused = await join(tester.cookie, listing.id, { [phone]: 'Pixel 8' });
    expect(refused.statusCode).toBe(400);
    const errors = Object.values(refused.json().errors);
    expect(errors).toEqual(['Answer this question']);
    expect(await mySignups(tester.cookie)).toEqual([]);
  });

  it('joins once the answers suit the questions as they now are', async () => {
    const { tester, listing, phone } = await screenedListing('Reworded questions');
    editBeforeRuns([
      async () => {},
      () =>
        editQuestions(listing, [
          { id: phone, prompt: 'Which phone, exactly?', kind: 'text', required: true },
        ]),
    ]);
    const joined = await join(tester.cookie, listing.id, { [phone]: 'Pixel 8' });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ status: 'Interested', answers: { [phone]: 'Pixel 8' } });
  });

  it('gives up with 409 when the questions change before every check', async () => {
    const { tester, listing, phone } = await screenedListing('Restless questions');
    const reword = (n: number) => () =>
      editQuestions(listing, [{ id: phone, prompt: `Which phone? (${n})`, kind: 'text' }]);
    editBeforeRuns([async () => {}, reword(1), reword(2), reword(3)]);
    const refused = await join(tester.cookie, listing.id, { [phone]: 'Pixel 8' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(QUESTIONS_CHANGED_MESSAGE);
    expect(await mySignups(tester.cookie)).toEqual([]);
  });
});
