import { afterAll, beforeAll } from 'vitest';
import { users } from '@/server/db/schema/users.ts';
import { createSession } from '@/server/features/auth/session/session-store.ts';
import { objectIdOf } from '@/shared/contracts/image-urls.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '../app/build-app.ts';
import { startChat } from '../factories/chat.ts';
import { insertReport } from '../factories/feedback.ts';
import { postListing, requestUploadUrl } from '../factories/listings.ts';
import { registerUser, type SignedInUser, signUpAs } from '../factories/people.ts';

export type Actor = 'anonymous' | 'tester' | 'builder' | 'admin' | 'newcomer';

/** One app and database per test file, with the people and things its requests aim at. */
interface Fixtures {
  t: TestApp;
  baseUrl: string;
  people: Record<Exclude<Actor, 'anonymous'>, SignedInUser>;
  victim: SignedInUser;
  listing: Listing;
  othersListing: Listing;
  spareListing: Listing;
  conversationId: string;
  spareInterestId: string;
  uploadToken: string;
  shortCode: string;
  /** A report of the tester's on the chat's listing. */
  feedbackId: string;
  /** A test cycle on the chat's listing, starting today. */
  cycleId: string;
  /** Every id the fixtures made, for "a real id in the wrong place". */
  knownIds: string[];
}

/** Filled by `setUpFixtures` before the file's first test; generators read it lazily. */
export const fx = {} as Fixtures;

export const imageIdOf = (of: Listing) => objectIdOf(of.imageUrl) as string;

export function setUpFixtures(): void {
  beforeAll(async () => {
    const t = await buildTestApp();
    const chat = await startChat(t.app);
    const [admin, newcomer, otherBuilder, spareTester, victim] = await Promise.all([
      signUpAs(t.app, 'Admin'),
      registerUser(t.app),
      signUpAs(t.app, 'Builder'),
      signUpAs(t.app, 'Tester'),
      signUpAs(t.app, 'Tester'),
    ]);
    const people = { tester: chat.tester, builder: chat.builder, admin, newcomer };
    const [othersListing, spareListing] = await Promise.all([
      postListing(t.app, otherBuilder.cookie, { name: 'Other Harbor' }),
      postListing(t.app, chat.builder.cookie, { name: 'Spare Harbor' }),
    ]);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/interests',
      headers: { cookie: spareTester.cookie },
      payload: { softwareId: chat.listing.id },
    });
    const spareInterestId: string = joined.json().id;
    const shared = await t.app.inject({
      method: 'POST',
      url: '/api/short-links',
      headers: { cookie: chat.tester.cookie },
      payload: { originalUrl: `/share/${chat.listing.id}`, softwareId: chat.listing.id },
    });
    const uploadUrl = await requestUploadUrl(t.app, chat.builder.cookie);
    const feedbackId = await insertReport(t.db, {
      listingId: chat.listing.id,
      reporterId: chat.tester.user.id,
    });
    const cycle = await t.app.inject({
      method: 'POST',
      url: `/api/software/${chat.listing.id}/cycles`,
      headers: { cookie: chat.builder.cookie },
      payload: {
        kind: 'PlayClosedTest',
        timeZone: 'UTC',
        startDate: new Date().toISOString().slice(0, 10),
      },
    });
    if (cycle.statusCode !== 201) throw new Error(`cycle failed: ${cycle.body}`);
    const cycleId: string = cycle.json().id;
    Object.assign(fx, {
      t,
      people,
      victim,
      listing: chat.listing,
      othersListing,
      spareListing,
      conversationId: chat.conversation.id,
      spareInterestId,
      uploadToken: uploadUrl.split('/').pop() as string,
      shortCode: shared.json().shortCode,
      feedbackId,
      cycleId,
      knownIds: [
        ...Object.values(people).map((p) => p.user.id),
        otherBuilder.user.id,
        victim.user.id,
        chat.listing.id,
        othersListing.id,
        spareListing.id,
        chat.conversation.id,
        spareInterestId,
        feedbackId,
        cycleId,
        imageIdOf(chat.listing),
      ],
      baseUrl: await t.app.listen({ port: 0, host: '127.0.0.1' }),
    } satisfies Fixtures);
  }, 60_000);
  afterAll(() => fx.t.close());
}

async function sessionCookie(userId: string): Promise<string> {
  const sessionId = await createSession(fx.t.db, { userId });
  return `bh_session=${encodeURIComponent(fx.t.app.signCookie(sessionId))}`;
}

/** A session of its own for every request: a sign-in or sign-out among the junk ends only it. */
export const cookieOf = async (actor: Actor) =>
  actor === 'anonymous' ? undefined : sessionCookie(fx.people[actor].user.id);

/**
 * A new user in the actor's role: signed-in rate limits count per user, and junk may have spent
 * the fixtures' budget, which would answer 429 before a body is read.
 */
export async function freshCookieOf(actor: Actor): Promise<string | undefined> {
  if (actor === 'anonymous') return undefined;
  const [user] = await fx.t.db
    .insert(users)
    .values({ role: fx.people[actor].user.role, phone: '+1 555 0100' })
    .returning({ id: users.id });
  return sessionCookie(user?.id as string);
}
