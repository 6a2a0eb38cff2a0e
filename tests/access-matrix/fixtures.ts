import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { listings } from '@/server/db/schema/listings.ts';
import { issueAccountToken } from '@/server/features/accounts/account-tokens.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '../app/build-app.ts';
import { startChat } from '../factories/chat.ts';
import { makePng, putUpload, requestUploadUrl } from '../factories/listings.ts';
import {
  registerUser,
  type SignedInUser,
  sessionCookieFrom,
  signUpAs,
  TEST_PASSWORD,
} from '../factories/people.ts';
import { openSocket } from '../realtime/socket-client.ts';

/** The actors of the access matrix, the app they call, and the fixtures its cells share. */

export const SIGNED_IN = ['tester', 'owner', 'other', 'admin', 'outsider'] as const;
export type SignedInActor = (typeof SIGNED_IN)[number];
export type Actor = 'anon' | SignedInActor;

export const LABELS: Record<Actor, string> = {
  anon: 'anonymous',
  tester: 'Tester',
  owner: 'Builder (owner)',
  other: 'Builder (not owner)',
  admin: 'Admin',
  outsider: 'Tester (not a party)',
};

export let t: TestApp;
export let baseUrl: string;
export let users: Record<SignedInActor, SignedInUser>;
/** Owned by the owner; the tester joined it and started `conversationId` with the owner. */
export let listing: Listing;
export let conversationId: string;
export let interestId: string;
export let shortCode: string;
export let png: Buffer;

export const cookieOf = (actor: Actor) => (actor === 'anon' ? undefined : users[actor].cookie);
/** The actor's own id; a signed-out call names the tester's, as a forger would a real user's. */
export const idOf = (actor: Actor) => users[actor === 'anon' ? 'tester' : actor].user.id;
/** The actor's own address; a signed-out caller types the outsider's. */
export const emailOf = (actor: Actor) => users[actor === 'anon' ? 'outsider' : actor].user.email;
/** The other party of the conversation, for the tester; the tester, for everyone else. */
export const someoneElse = (actor: Actor) => users[actor === 'tester' ? 'owner' : 'tester'].user.id;

/** A second session of the same user, so a call that signs in or out leaves the shared one. */
export async function freshSession(actor: Actor): Promise<string | undefined> {
  if (actor === 'anon') return undefined;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: users[actor].user.email, password: TEST_PASSWORD },
  });
  return sessionCookieFrom(response);
}

/** A reset link's token for a user of its own, with a new password: using it ends their sessions. */
export async function resetLink(): Promise<{ token: string; password: string }> {
  const { user } = await registerUser(t.app);
  const email = user.email as string;
  const token = await issueAccountToken(t.db, {
    userId: user.id,
    purpose: 'reset_password',
    email,
  });
  return { token, password: 'a new password for the matrix' };
}

/**
 * Cells whose success changes what another cell sees get fixtures of their own. Their listings
 * are written straight to the table and read back through the API: posting each one would spend
 * the owner's hourly allowance, which the cells of the posting route itself need.
 */
export async function throwawayListing(): Promise<Listing> {
  const [row] = await t.db
    .insert(listings)
    .values({
      builderId: users.owner.user.id,
      name: 'Throwaway',
      shortDescription: 'A listing of its own for one cell',
      longDescription: 'Written straight to the table by the access matrix.',
      category: 'Web',
      platforms: ['Web'],
      imageUrl: `/objects/${randomUUID()}`,
    })
    .returning({ id: listings.id });
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/software/${row?.id}`,
    headers: { cookie: users.owner.cookie },
  });
  if (response.statusCode !== 200) throw new Error(`read failed: ${response.body}`);
  return response.json();
}

export async function joinedListing(): Promise<Listing> {
  const joined = await throwawayListing();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/interests',
    headers: { cookie: users.tester.cookie },
    payload: { softwareId: joined.id },
  });
  if (response.statusCode !== 201) throw new Error(`join failed: ${response.body}`);
  return joined;
}

/** A new listing of the owner's that the tester joined and the owner then accepted. */
export async function acceptedListing(): Promise<Listing> {
  const listing = await joinedListing();
  const owner = { cookie: users.owner.cookie };
  const testers = await t.app.inject({
    method: 'GET',
    url: `/api/software/${listing.id}/testers`,
    headers: owner,
  });
  const accepted = await t.app.inject({
    method: 'PATCH',
    url: `/api/interests/${testers.json()[0].id}`,
    headers: owner,
    payload: { status: 'Accepted' },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return listing;
}

/** The cookie of a new user in the actor's role, for a cell that deletes its account. */
export async function throwawayUser(actor: 'tester' | 'owner' | 'other' | 'outsider') {
  const role = actor === 'owner' || actor === 'other' ? 'Builder' : 'Tester';
  return (await signUpAs(t.app, role)).cookie;
}

/** An upload URL of the owner's with the file already sent, ready to become an image. */
export async function ownersUpload(): Promise<string> {
  const uploadUrl = await requestUploadUrl(t.app, users.owner.cookie);
  const put = await putUpload(t.app, uploadUrl, users.owner.cookie, png);
  if (put.statusCode !== 200) throw new Error(`upload failed: ${put.body}`);
  return uploadUrl;
}

/** /ws answers an upgrade, not JSON: 101 when it switches to the socket, else the refusal. */
export async function upgradeStatus(cookie = ''): Promise<number> {
  try {
    await (await openSocket(baseUrl, cookie)).close();
    return 101;
  } catch (err) {
    const refused = /upgrade refused: (\d+)/.exec(String(err));
    if (!refused) throw err;
    return Number(refused[1]);
  }
}

/** Registers the hooks that build the app, listen on a port and set up every actor and fixture. */
export function setUpMatrixFixtures(): void {
  beforeAll(async () => {
    t = await buildTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const chat = await startChat(t.app);
    const [other, admin, outsider] = await Promise.all([
      signUpAs(t.app, 'Builder'),
      signUpAs(t.app, 'Admin'),
      signUpAs(t.app, 'Tester'),
    ]);
    users = { tester: chat.tester, owner: chat.builder, other, admin, outsider };
    listing = chat.listing;
    conversationId = chat.conversation.id;
    png = await makePng();

    const testers = await t.app.inject({
      method: 'GET',
      url: `/api/software/${listing.id}/testers`,
      headers: { cookie: users.owner.cookie },
    });
    interestId = testers.json()[0].id;
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/short-links',
      headers: { cookie: users.tester.cookie },
      payload: { originalUrl: `/software/${listing.id}`, softwareId: listing.id },
    });
    shortCode = link.json().shortCode;
  });
  afterAll(() => t.close());
}
