import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { quickPeople } from '@/tests/factories/quick-people.ts';

let t: TestApp;
let builder: SignedInUser;
let listing: Listing;
beforeAll(async () => {
  t = await buildTestApp();
  builder = await signUpAs(t.app, 'Builder');
  listing = await postListing(t.app, builder.cookie, {
    name: 'Screened',
    screeningQuestions: [
      {
        prompt: 'Which phone do you use?',
        kind: 'choice',
        options: ['iPhone', 'Android'],
        required: true,
      },
      { prompt: 'What would you test first?', kind: 'text' },
    ],
  });
});
afterAll(() => t.close());

const join = (cookie: string, answers?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/interests',
    headers: { cookie },
    payload: { softwareId: listing.id, ...(answers ? { answers } : {}) },
  });
const questionId = (index: number) => listing.screeningQuestions[index]?.id as string;
const phone = () => questionId(0);
const firstTest = () => questionId(1);

describe('screening questions', () => {
  it('are stored with ids of their own and shown with the listing', () => {
    expect(listing.screeningQuestions).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        prompt: 'Which phone do you use?',
        kind: 'choice',
        options: ['iPhone', 'Android'],
        required: true,
      },
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        prompt: 'What would you test first?',
        kind: 'text',
        required: false,
      },
    ]);
  });

  it('refuse a join without a required answer, with an option that does not exist, or to an unknown question (400 naming it)', async () => {
    const [tester] = await quickPeople(t.app, t.db, 'Tester', 1);
    const cookie = tester?.cookie as string;
    const missing = await join(cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ [`answers.${phone()}`]: 'Answer this question' });

    const wrongOption = await join(cookie, { [phone()]: 'Nokia' });
    expect(wrongOption.statusCode).toBe(400);
    expect(wrongOption.json().errors).toEqual({
      [`answers.${phone()}`]: 'Pick one of the options',
    });

    const stranger = crypto.randomUUID();
    const unknown = await join(cookie, { [phone()]: 'iPhone', [stranger]: 'hello' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({
      [`answers.${stranger}`]: 'This listing has no such question',
    });

    const mine = await t.app.inject({ method: 'GET', url: '/api/interests', headers: { cookie } });
    expect(mine.json()).toEqual([]);
  });

  it('keep the answers, which the tester and the builder both see', async () => {
    const [tester] = await quickPeople(t.app, t.db, 'Tester', 1);
    const answers = { [phone()]: 'Android', [firstTest()]: 'Offline sync, then the widgets' };
    const joined = await join(tester?.cookie as string, answers);
    expect(joined.statusCode).toBe(201);
    expect(joined.json().answers).toEqual(answers);
    const testers = await t.app.inject({
      method: 'GET',
      url: `/api/software/${listing.id}/testers`,
      headers: { cookie: builder.cookie },
    });
    expect(testers.json()).toContainEqual(expect.objectContaining({ answers }));
  });

  it('leave out an optional question left blank', async () => {
    const [tester] = await quickPeople(t.app, t.db, 'Tester', 1);
    const joined = await join(tester?.cookie as string, {
      [phone()]: 'iPhone',
      [firstTest()]: '  ',
    });
    expect(joined.json().answers).toEqual({ [phone()]: 'iPhone' });
  });

  it('refuse more than 5 questions, a choice with one option and a text question with options', async () => {
    const question = { prompt: 'Q', kind: 'text' as const };
    const cases = [
      [Array.from({ length: 6 }, () => question), 'screeningQuestions'],
      [[{ prompt: 'Pick', kind: 'choice', options: ['Only'] }], 'screeningQuestions.0.options'],
      [[{ prompt: 'Say', kind: 'text', options: ['A', 'B'] }], 'screeningQuestions.0.options'],
      [[{ prompt: 'Pick', kind: 'choice', options: ['A', 'A'] }], 'screeningQuestions.0.options'],
      [[{ prompt: ' ', kind: 'text' }], 'screeningQuestions.0.prompt'],
    ] as const;
    for (const [screeningQuestions, field] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/software',
        headers: { cookie: builder.cookie },
        payload: {
          name: 'Bad questions',
          shortDescription: 'x',
          longDescription: 'x',
          category: 'Web',
          imageUrl: listing.imageUrl,
          screeningQuestions,
        },
      });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().errors), field).toContain(field);
    }
  });
});
