import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyServerOptions, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, TEST_SECRET, type TestApp } from '../../tests/build-app.ts';
import { startChat } from '../../tests/chat-factories.ts';
import {
  type SignedInUser,
  sessionCookieFrom,
  signUpAs,
  TEST_PASSWORD,
} from '../../tests/factories.ts';
import {
  makePng,
  postListing,
  putUpload,
  requestUploadUrl,
  uploadImage,
} from '../../tests/listing-factories.ts';
import { openSocket } from '../../tests/socket-client.ts';
import type { ServerFrame } from '../shared/contracts/chat.ts';
import { objectIdOf, type Software } from '../shared/contracts/listings.ts';
import { createUnsubscribeToken } from './features/digest/unsubscribe-token.ts';

/**
 * Who may call what: every route the app registers, each actor's expected status, one test per
 * cell. The statuses are the ones DESIGN.md section 5 demands (401 signed out, 403 wrong role or
 * not the owner, 404 for a conversation one is not a party of), not whatever the app answers.
 */

// buildApp creates its Fastify instance inside, and an onRoute hook only sees routes registered
// after it: wrapping the factory is the one way to watch every registration without editing it.
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const watched = (options?: FastifyServerOptions) => {
    const app = actual.default(options);
    app.addHook('onRoute', ({ method, url }) => {
      for (const one of [method].flat()) registered.push({ method: one, url });
    });
    return app;
  };
  return { ...actual, default: watched, fastify: watched };
});

const SIGNED_IN = ['tester', 'owner', 'other', 'admin', 'outsider'] as const;
type SignedInActor = (typeof SIGNED_IN)[number];
type Actor = 'anon' | SignedInActor;

const LABELS: Record<Actor, string> = {
  anon: 'anonymous',
  tester: 'Tester',
  owner: 'Builder (owner)',
  other: 'Builder (not owner)',
  admin: 'Admin',
  outsider: 'Tester (not a party)',
};

/** The outsider column applies only where a conversation is the resource. */
type Expected = Record<Exclude<Actor, 'outsider'>, number> & { outsider?: number };

interface Request {
  params?: Record<string, string>;
  query?: Record<string, string>;
  payload?: object | string | Buffer;
  headers?: Record<string, string>;
  /** Replaces the actor's session, for calls that would end or replace the one they carry. */
  cookie?: string;
}

interface RouteRow {
  /** Method and URL as Fastify registered them; the request fills the URL's `:params`. */
  route: `${HTTPMethods} /${string}`;
  /** Why everyone gets the same answer, where they do. */
  why?: string;
  expect: Expected;
  request?: (actor: Actor) => Request | Promise<Request>;
  /** Answers the status itself, for a call `inject` cannot make. */
  status?: (actor: Actor) => Promise<number>;
}

const everyone = (status: number) =>
  Object.fromEntries(
    (['anon', 'tester', 'owner', 'other', 'admin'] as const).map((actor) => [actor, status]),
  ) as Expected;
const PUBLIC = everyone(200);
const SIGNED_IN_ONLY = { anon: 401, tester: 200, owner: 200, other: 200, admin: 200 };
const OWNER_ONLY = { anon: 401, tester: 403, owner: 200, other: 403, admin: 403 };
const TESTER_ONLY = { anon: 401, tester: 200, owner: 403, other: 403, admin: 403 };
const ADMIN_ONLY = { anon: 401, tester: 403, owner: 403, other: 403, admin: 200 };

let t: TestApp;
let baseUrl: string;
let users: Record<SignedInActor, SignedInUser>;
/** Owned by the owner; the tester joined it and started `conversationId` with the owner. */
let listing: Software;
let conversationId: string;
let interestId: string;
let shortCode: string;
let png: Buffer;

const cookieOf = (actor: Actor) => (actor === 'anon' ? undefined : users[actor].cookie);
/** The actor's own id; a signed-out call names the tester's, as a forger would a real user's. */
const idOf = (actor: Actor) => users[actor === 'anon' ? 'tester' : actor].user.id;
/** The other party of the conversation, for the tester; the tester, for everyone else. */
const someoneElse = (actor: Actor) => users[actor === 'tester' ? 'owner' : 'tester'].user.id;

/** A second session of the same user, so a call that signs in or out leaves the shared one. */
async function freshSession(actor: Actor): Promise<string | undefined> {
  if (actor === 'anon') return undefined;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: users[actor].user.email, password: TEST_PASSWORD },
  });
  return sessionCookieFrom(response);
}

// Cells whose success changes what another cell sees get fixtures of their own.
const throwawayListing = () => postListing(t.app, users.owner.cookie, { name: 'Throwaway' });

async function joinedListing(): Promise<Software> {
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

/** An upload URL of the owner's with the file already sent, ready to become an image. */
async function ownersUpload(): Promise<string> {
  const uploadUrl = await requestUploadUrl(t.app, users.owner.cookie);
  const put = await putUpload(t.app, uploadUrl, png);
  if (put.statusCode !== 200) throw new Error(`upload failed: ${put.body}`);
  return uploadUrl;
}

/** /ws answers an upgrade, not JSON: 101 when it switches to the socket, else the refusal. */
async function upgradeStatus(cookie = ''): Promise<number> {
  try {
    await (await openSocket(baseUrl, cookie)).close();
    return 101;
  } catch (err) {
    const refused = /upgrade refused: (\d+)/.exec(String(err));
    if (!refused) throw err;
    return Number(refused[1]);
  }
}

const ROUTES: RouteRow[] = [
  // Sign-in and profile
  {
    route: 'POST /api/auth/register',
    why: 'public: anyone may create an account; doing so signs the caller in as it',
    expect: everyone(201),
    request: async (actor) => ({
      cookie: await freshSession(actor),
      payload: {
        firstName: 'New',
        lastName: 'Person',
        email: `new-${randomUUID()}@example.test`,
        password: TEST_PASSWORD,
      },
    }),
  },
  {
    route: 'POST /api/auth/login',
    why: 'public: the credentials decide, not the session the call carries',
    expect: PUBLIC,
    request: async (actor) => ({
      cookie: await freshSession(actor),
      payload: {
        email: users[actor === 'anon' ? 'outsider' : actor].user.email,
        password: TEST_PASSWORD,
      },
    }),
  },
  {
    route: 'GET /api/login',
    why: 'public navigation: to the sign-in page, or straight back when already signed in',
    expect: everyone(302),
  },
  {
    route: 'GET /api/logout',
    why: 'public navigation: signing out is never refused',
    expect: everyone(302),
    request: async (actor) => ({ cookie: await freshSession(actor) }),
  },
  {
    route: 'GET /api/callback',
    why: 'public navigation back from the provider; one that no sign-in started is refused alike',
    expect: everyone(400),
  },
  { route: 'GET /api/auth/user', expect: SIGNED_IN_ONLY },
  {
    route: 'PUT /api/auth/profile',
    expect: SIGNED_IN_ONLY,
    // Each keeps its role, so the other cells still see the same actors; an Admin's is kept anyway.
    request: (actor) => ({
      payload: { role: actor === 'owner' || actor === 'other' ? 'Builder' : 'Tester', phone: '1' },
    }),
  },

  // Images
  { route: 'POST /api/objects/upload', expect: SIGNED_IN_ONLY },
  {
    route: 'PUT /api/uploads/:token',
    why: 'the single-use token is the credential, as with a pre-signed URL',
    expect: PUBLIC,
    request: async () => ({
      params: { token: (await requestUploadUrl(t.app, users.owner.cookie)).split('/').pop() ?? '' },
      payload: png,
      headers: { 'content-type': 'image/png' },
    }),
  },
  {
    route: 'PUT /api/software-images',
    expect: OWNER_ONLY,
    request: async () => ({ payload: { imageURL: await ownersUpload() } }),
  },
  {
    route: 'GET /objects/:id',
    why: 'public: listing images show on the landing and share pages',
    expect: PUBLIC,
    request: () => ({ params: { id: objectIdOf(listing.imageUrl) ?? '' } }),
  },
  {
    route: 'GET /objects/:id/card',
    why: 'public: listing images show on the landing and share pages',
    expect: PUBLIC,
    request: () => ({ params: { id: objectIdOf(listing.imageUrl) ?? '' } }),
  },

  // Listings
  { route: 'GET /api/software', why: 'public: Browse', expect: PUBLIC },
  {
    route: 'GET /api/software/:id',
    why: 'public: anyone may view a listing',
    expect: PUBLIC,
    request: () => ({ params: { id: listing.id } }),
  },
  {
    route: 'POST /api/software',
    expect: { anon: 401, tester: 403, owner: 201, other: 201, admin: 403 },
    request: async (actor) => ({
      payload: {
        name: 'Posted',
        shortDescription: 'Short',
        longDescription: 'Long',
        category: 'Web',
        imageUrl: await uploadImage(t.app, cookieOf(actor) ?? users.owner.cookie),
      },
    }),
  },
  {
    route: 'PUT /api/software/:id',
    expect: OWNER_ONLY,
    // Open stays Open: nothing changes even where the app wrongly lets the call through.
    request: () => ({ params: { id: listing.id }, payload: { status: 'Open' } }),
  },
  {
    route: 'DELETE /api/software/:id',
    expect: { ...OWNER_ONLY, owner: 204 },
    request: async () => ({ params: { id: (await throwawayListing()).id } }),
  },
  { route: 'GET /api/builder/software', expect: { ...OWNER_ONLY, other: 200 } },
  {
    route: 'GET /api/software/:softwareId/testers',
    expect: OWNER_ONLY,
    request: () => ({ params: { softwareId: listing.id } }),
  },

  // Joining
  {
    route: 'POST /api/interests',
    expect: { ...TESTER_ONLY, tester: 201 },
    request: async () => ({ payload: { softwareId: (await throwawayListing()).id } }),
  },
  { route: 'GET /api/interests', expect: TESTER_ONLY },
  {
    route: 'DELETE /api/interests/:softwareId',
    expect: { ...TESTER_ONLY, tester: 204 },
    request: async () => ({ params: { softwareId: (await joinedListing()).id } }),
  },
  {
    route: 'PATCH /api/interests/:id',
    expect: OWNER_ONLY,
    request: () => ({ params: { id: interestId }, payload: { status: 'Accepted' } }),
  },

  // Saving and sharing
  {
    route: 'POST /api/saved',
    expect: { ...everyone(201), anon: 401 },
    request: async () => ({ payload: { softwareId: (await throwawayListing()).id } }),
  },
  { route: 'GET /api/saved', expect: SIGNED_IN_ONLY },
  {
    route: 'DELETE /api/saved/:softwareId',
    expect: { ...everyone(204), anon: 401 },
    request: () => ({ params: { softwareId: listing.id } }),
  },
  {
    route: 'POST /api/short-links',
    expect: SIGNED_IN_ONLY,
    request: () => ({
      payload: { originalUrl: `/software/${listing.id}`, softwareId: listing.id },
    }),
  },
  {
    route: 'GET /s/:code',
    why: 'public: a short link is shared with people who have no account',
    expect: everyone(302),
    request: () => ({ params: { code: shortCode } }),
  },
  {
    route: 'GET /api/public/software/:id',
    why: 'public: the share page',
    expect: PUBLIC,
    request: () => ({ params: { id: listing.id } }),
  },
  {
    route: 'GET /share/:id',
    why: 'public: the share page',
    expect: PUBLIC,
    request: () => ({ params: { id: listing.id } }),
  },

  // Chat
  {
    route: 'POST /api/conversations',
    expect: { anon: 401, tester: 200, owner: 403, other: 403, admin: 403, outsider: 403 },
    request: (actor) => ({
      payload: { builderId: users.owner.user.id, testerId: idOf(actor), softwareId: listing.id },
    }),
  },
  { route: 'GET /api/conversations', expect: { ...SIGNED_IN_ONLY, outsider: 200 } },
  {
    route: 'GET /api/conversations/:id/messages',
    expect: { anon: 401, tester: 200, owner: 200, other: 404, admin: 404, outsider: 404 },
    request: () => ({ params: { id: conversationId } }),
  },
  {
    route: 'POST /api/messages',
    expect: { anon: 401, tester: 201, owner: 201, other: 404, admin: 404, outsider: 404 },
    request: () => ({ payload: { conversationId, content: 'Over REST' } }),
  },
  {
    route: 'GET /ws',
    expect: { anon: 401, tester: 101, owner: 101, other: 101, admin: 101, outsider: 101 },
    status: (actor) => upgradeStatus(cookieOf(actor)),
  },

  // Admin
  { route: 'GET /api/admin/users', expect: ADMIN_ONLY },
  {
    route: 'PATCH /api/admin/users/:userId/role',
    expect: ADMIN_ONLY,
    // The outsider is a Tester already, so granting Tester changes nothing for other cells.
    request: () => ({ params: { userId: users.outsider.user.id }, payload: { role: 'Tester' } }),
  },
  {
    route: 'POST /api/admin/send-email',
    expect: ADMIN_ONLY,
    request: () => ({
      payload: { to: 'someone@example.test', subject: 'Hello', message: 'Hi there' },
    }),
  },
  { route: 'GET /api/admin/outbox', expect: ADMIN_ONLY },
  { route: 'GET /api/admin/digest/preview', expect: ADMIN_ONLY },
  { route: 'POST /api/admin/digest/send', expect: ADMIN_ONLY },

  // Digest mails
  {
    route: 'GET /api/digest/unsubscribe',
    why: 'public: the signed link in the mail is the credential',
    expect: PUBLIC,
    request: () => ({ query: { token: createUnsubscribeToken(TEST_SECRET, idOf('tester')) } }),
  },
  {
    route: 'POST /api/digest/unsubscribe',
    why: 'public: one-click unsubscribe (RFC 8058) from a mail client, which has no session',
    expect: PUBLIC,
    request: () => ({
      query: { token: createUnsubscribeToken(TEST_SECRET, idOf('tester')) },
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },

  { route: 'GET /api/docs', why: 'public: the OpenAPI description', expect: PUBLIC },
];

interface FrameRow {
  frame: string;
  expect: Record<SignedInActor, ServerFrame['type']>;
  build: (actor: SignedInActor, content: string) => object;
}

const answers = (type: ServerFrame['type']) =>
  Object.fromEntries(SIGNED_IN.map((actor) => [actor, type])) as FrameRow['expect'];

/** What the server answers each client frame type of spec section 7, per sender. */
const FRAMES: FrameRow[] = [
  {
    frame: 'authenticate with own userId',
    expect: answers('authenticated'),
    build: (actor) => ({ type: 'authenticate', userId: idOf(actor) }),
  },
  {
    frame: "authenticate with another user's userId",
    expect: answers('error'),
    build: (actor) => ({ type: 'authenticate', userId: someoneElse(actor) }),
  },
  {
    frame: 'send_message into the conversation',
    expect: { ...answers('error'), tester: 'new_message', owner: 'new_message' },
    build: (actor, content) => ({
      type: 'send_message',
      conversationId,
      senderId: idOf(actor),
      content,
    }),
  },
  {
    frame: "send_message with another user's senderId",
    expect: answers('error'),
    build: (actor, content) => ({
      type: 'send_message',
      conversationId,
      senderId: someoneElse(actor),
      content,
    }),
  },
];

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

/** The route's URL with its `:params` filled in. */
function fill(url: string, params: Record<string, string> = {}): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`no value for :${name} of ${url}`);
    return value;
  });
}

async function statusOf(row: RouteRow, actor: Actor): Promise<number> {
  if (row.status) return row.status(actor);
  const request = (await row.request?.(actor)) ?? {};
  const cookie = 'cookie' in request ? request.cookie : cookieOf(actor);
  const [method, url] = row.route.split(' ') as [HTTPMethods, string];
  const response = await t.app.inject({
    method,
    url: fill(url, request.params),
    query: request.query,
    payload: request.payload,
    headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
  });
  return response.statusCode;
}

// `%s` of a leading name, because `$name` quotes and cuts names at 40 characters.
const routeCells = ROUTES.flatMap((row) =>
  (Object.entries(row.expect) as [Actor, number][]).map(
    ([actor, status]) =>
      [`${row.route} as ${LABELS[actor]} -> ${status}`, row, actor, status] as const,
  ),
);

describe('HTTP routes', () => {
  it.each(routeCells)('%s', async (_name, row, actor, status) => {
    expect(await statusOf(row, actor)).toBe(status);
  });
});

const frameCells = FRAMES.flatMap((row) =>
  SIGNED_IN.map((actor) => {
    const answer = row.expect[actor];
    return [`ws ${row.frame} as ${LABELS[actor]} -> ${answer}`, row, actor, answer] as const;
  }),
);

describe('/ws client frames', () => {
  it.each(frameCells)('%s', async (_name, row, actor, answer) => {
    const socket = await openSocket(baseUrl, users[actor].cookie);
    try {
      const content = `Frame ${randomUUID()}`;
      socket.send(row.build(actor, content));
      // Only this cell's own message counts: a delivery from elsewhere is not its answer.
      const reply = await socket.next(
        (frame) => frame.type !== 'new_message' || frame.message.content === content,
      );
      expect(reply.type).toBe(answer);
    } finally {
      await socket.close();
    }
  });
});

// The built SPA's files are served by @fastify/static, one route per file, and hold nothing to
// protect; which files exist depends on whether the client was built.
const builtDir = fileURLToPath(new URL('../../dist/client', import.meta.url));
const isBuiltFile = (url: string) =>
  statSync(`${builtDir}${url}`, { throwIfNoEntry: false })?.isFile();

describe('the table', () => {
  const served = () => {
    const gets = new Set(registered.filter((r) => r.method === 'GET').map((r) => r.url));
    // Fastify adds a HEAD twin to every GET; it answers as the GET does.
    return new Set(
      registered
        .filter((r) => !(r.method === 'HEAD' && gets.has(r.url)) && !isBuiltFile(r.url))
        .map((r) => `${r.method} ${r.url}`),
    );
  };
  const listed: string[] = ROUTES.map((row) => row.route);

  it('has a row for every route the app registered', () => {
    expect([...served()].filter((route) => !listed.includes(route))).toEqual([]);
  });

  it('names only routes the app registered, each once', () => {
    const routes = served();
    expect(listed.filter((route) => !routes.has(route))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });
});
