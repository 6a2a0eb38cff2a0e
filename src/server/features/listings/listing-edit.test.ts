import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing, uploadImage } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

let t: TestApp;
let builder: SignedInUser;
let otherBuilder: SignedInUser;
let tester: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  [builder, otherBuilder, tester, admin] = await Promise.all([
    signUpAs(t.app, 'Builder'),
    signUpAs(t.app, 'Builder'),
    signUpAs(t.app, 'Tester'),
    signUpAs(t.app, 'Admin'),
  ]);
});
afterAll(() => t.close());

const edit = (id: string, cookie: string | undefined, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/software/${id}`,
    headers: cookie ? { cookie } : {},
    payload,
  });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const detail = async (id: string, cookie?: string): Promise<Listing> =>
  (await get(`/api/software/${id}`, cookie)).json();
const browseIds = async (query: string): Promise<string[]> =>
  (await get(`/api/software?${query}`)).json().map((listing: Listing) => listing.id);
const join = (cookie: string, listingId: string, answers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/interests',
    headers: { cookie },
    payload: { softwareId: listingId, answers },
  });

const CHOICE = { prompt: 'Which phone?', kind: 'choice' as const, options: ['iOS', 'Android'] };
const TEXT = { prompt: 'What do you build?', kind: 'text' as const, required: true };

describe('PATCH /api/software/{id}', () => {
  it('changes the text fields, and the detail and Browse show it at once', async () => {
    const listing = await postListing(t.app, builder.cookie, {
      name: 'Before Edit',
      category: 'Mobile',
      notes: 'Old notes',
      link: 'https://before.example',
    });
    // Read first, so the caches hold the old listing and the old pages.
    expect((await detail(listing.id)).name).toBe('Before Edit');
    expect(await browseIds('category=Mobile')).toContain(listing.id);
    expect(await browseIds('category=Web')).not.toContain(listing.id);

    const name = `Crème brûlée ${'é'.repeat(60)} Édition`.slice(0, 80);
    const response = await edit(listing.id, builder.cookie, {
      name,
      shortDescription: 'Now with tides',
      longDescription: 'Rewritten from scratch.',
      category: 'Web',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      link: '',
      notes: '  ',
    });
    expect(response.statusCode).toBe(200);
    const changed = {
      id: listing.id,
      name,
      shortDescription: 'Now with tides',
      longDescription: 'Rewritten from scratch.',
      category: 'Web',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      link: null,
      notes: null,
      imageUrl: listing.imageUrl,
      status: 'Open',
    };
    expect(response.json()).toMatchObject(changed);
    expect(await detail(listing.id)).toMatchObject(changed);
    expect(await browseIds('category=Web')).toContain(listing.id);
    expect(await browseIds('category=Mobile')).not.toContain(listing.id);
    expect(await browseIds(`search=${encodeURIComponent('creme brulee')}`)).toContain(listing.id);
    expect(await browseIds('search=before%20edit')).not.toContain(listing.id);
  });

  it('sets and clears the tester limit, the inactivity period and the access instructions', async () => {
    const listing = await postListing(t.app, builder.cookie);
    const set = await edit(listing.id, builder.cookie, {
      testerLimit: 20,
      inactivityDays: 14,
      accessInstructions: 'TestFlight: https://testflight.apple.com/join/abc',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      testerLimit: 20,
      placesLeft: 20,
      inactivityDays: 14,
      accessInstructions: 'TestFlight: https://testflight.apple.com/join/abc',
    });
    expect(await detail(listing.id, builder.cookie)).toMatchObject({
      testerLimit: 20,
      placesLeft: 20,
      inactivityDays: 14,
      accessInstructions: 'TestFlight: https://testflight.apple.com/join/abc',
    });
    // Only the builder and Accepted testers read how to get the build.
    expect(await detail(listing.id, tester.cookie)).not.toHaveProperty('accessInstructions');
    const card = (await get('/api/software?limit=100'))
      .json()
      .find((l: Listing) => l.id === listing.id);
    expect(card).not.toHaveProperty('accessInstructions');

    const cleared = await edit(listing.id, builder.cookie, {
      testerLimit: null,
      inactivityDays: null,
      accessInstructions: '',
    });
    expect(cleared.json()).toMatchObject({
      testerLimit: null,
      placesLeft: null,
      inactivityDays: null,
      accessInstructions: null,
    });
    expect((await detail(listing.id, builder.cookie)).testerLimit).toBeNull();
  });

  it('refuses the signed-out (401), testers, admins and other builders (403), unknown ids (404)', async () => {
    const listing = await postListing(t.app, builder.cookie, { name: 'Not Yours' });
    expect((await edit(listing.id, undefined, { name: 'Taken' })).statusCode).toBe(401);
    for (const cookie of [tester.cookie, admin.cookie]) {
      const refused = await edit(listing.id, cookie, { name: 'Taken' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only Builder users can do this');
    }
    const notOwner = await edit(listing.id, otherBuilder.cookie, { name: 'Taken' });
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().message).toBe('Only the builder who posted this can change it');
    expect((await edit(crypto.randomUUID(), builder.cookie, { name: 'Gone' })).statusCode).toBe(
      404,
    );
    expect((await detail(listing.id)).name).toBe('Not Yours');
  });

  it('answers 400 naming each bad field, and changes nothing', async () => {
    const listing = await postListing(t.app, builder.cookie, { name: 'Unchanged' });
    const bad = await edit(listing.id, builder.cookie, {
      name: ' ',
      category: 'Games',
      link: 'javascript:alert(1)',
      testerLimit: 0,
      inactivityDays: 366,
      screeningQuestions: [{ prompt: 'Pick one', kind: 'choice', options: ['Only'] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      name: 'Required',
      category: 'Choose one of: Web, Mobile, DevTool, Other',
      link: 'Enter a web address, such as example.com',
      testerLimit: 'Must be at least 1',
      inactivityDays: 'Must be at most 365',
      'screeningQuestions.0.options': 'Give at least 2 options',
    });
    const tooMany = await edit(listing.id, builder.cookie, {
      testerLimit: 10_001,
      screeningQuestions: Array.from({ length: 6 }, (_, i) => ({ ...TEXT, prompt: `Q${i}` })),
    });
    expect(tooMany.json().errors).toEqual({
      testerLimit: 'Must be at most 10,000',
      screeningQuestions: 'At most 5 questions',
    });
    const empty = await edit(listing.id, builder.cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Name at least one field to change');
    const foreign = await edit(listing.id, builder.cookie, {
      imageUrl: await uploadImage(t.app, otherBuilder.cookie),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ imageUrl: 'Please upload an image' });
    expect(await detail(listing.id)).toMatchObject({
      name: 'Unchanged',
      imageUrl: listing.imageUrl,
      testerLimit: null,
    });
  });
});

describe('replacing the image', () => {
  const image = async (url: string) => (await get(url)).statusCode;

  it('shows the new image and deletes the old one', async () => {
    const listing = await postListing(t.app, builder.cookie);
    const imageUrl = await uploadImage(t.app, builder.cookie);
    const response = await edit(listing.id, builder.cookie, { imageUrl });
    expect(response.json().imageUrl).toBe(imageUrl);
    expect((await detail(listing.id)).imageUrl).toBe(imageUrl);
    expect(await image(imageUrl)).toBe(200);
    expect(await image(listing.imageUrl)).toBe(404);
    expect(await image(`${listing.imageUrl}/card`)).toBe(404);
  });

  it('keeps the old image while another listing shows it', async () => {
    const shared = await uploadImage(t.app, builder.cookie);
    const first = await postListing(t.app, builder.cookie, { imageUrl: shared });
    await postListing(t.app, builder.cookie, { imageUrl: shared });
    const replaced = await edit(first.id, builder.cookie, {
      imageUrl: await uploadImage(t.app, builder.cookie),
    });
    expect(replaced.statusCode).toBe(200);
    expect(await image(shared)).toBe(200);
    expect(await image(`${shared}/card`)).toBe(200);
  });

  it('keeps the image when the edit names the same one', async () => {
    const listing = await postListing(t.app, builder.cookie);
    expect(
      (await edit(listing.id, builder.cookie, { imageUrl: listing.imageUrl })).statusCode,
    ).toBe(200);
    expect(await image(listing.imageUrl)).toBe(200);
  });
});

describe('screening questions', () => {
  it('keeps the id of a kept question, so the answers given to it still show', async () => {
    const listing = await postListing(t.app, builder.cookie, {
      screeningQuestions: [CHOICE, TEXT],
    });
    const [choice, text] = listing.screeningQuestions;
    if (!choice || !text) throw new Error('questions not stored');
    const joined = await join(tester.cookie, listing.id, {
      [choice.id]: 'Android',
      [text.id]: 'Games',
    });
    expect(joined.statusCode).toBe(201);

    const response = await edit(listing.id, builder.cookie, {
      screeningQuestions: [
        { ...TEXT, id: text.id, prompt: 'What do you build, mostly?' },
        { prompt: 'Anything else?', kind: 'text' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const questions = response.json().screeningQuestions;
    expect(questions).toEqual([
      { id: text.id, prompt: 'What do you build, mostly?', kind: 'text', required: true },
      { id: expect.any(String), prompt: 'Anything else?', kind: 'text', required: false },
    ]);
    expect(questions[1].id).not.toBe(choice.id);
    expect((await detail(listing.id)).screeningQuestions).toEqual(questions);

    const testers = (await get(`/api/software/${listing.id}/testers`, builder.cookie)).json();
    expect(testers[0].answers[text.id]).toBe('Games');
  });

  it('gives a new id to a question whose id the listing never had', async () => {
    const listing = await postListing(t.app, builder.cookie);
    const madeUp = crypto.randomUUID();
    const response = await edit(listing.id, builder.cookie, {
      screeningQuestions: [{ ...CHOICE, id: madeUp }],
    });
    expect(response.json().screeningQuestions[0].id).not.toBe(madeUp);
  });
});
