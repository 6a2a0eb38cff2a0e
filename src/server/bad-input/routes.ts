import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { CATEGORIES } from '../../shared/constants.ts';
import { type Actor, fx, imageIdOf } from './fixtures.ts';
import { keysetCursors, shortText, text, unsubscribeTokens, uuidNearMiss } from './values.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: Method;
  /** As registered, with `:name` for the one path parameter. */
  path: string;
  /** The caller the route is meant for comes first; the others must be refused cleanly. */
  actors: [Actor, ...Actor[]];
  /** A body the route accepts from its first actor; generated bodies take it apart. */
  body?: () => Record<string, unknown>;
  /** Values that look right at a glance but not to the route, per body key. */
  nearMiss?: () => Record<string, fc.Arbitrary<unknown>>;
  /** The query keys the route reads, with plausible values. */
  query?: () => Record<string, fc.Arbitrary<string>>;
  /** Ids that exist, so generated requests also get past the path's validation. */
  ids?: () => string[];
  /** The upload URL takes the raw file, whatever its type, instead of JSON. */
  raw?: true;
  /** A browser navigation: a refusal may be an HTML page a person reads instead of JSON. */
  page?: true;
}

export const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/auth/register',
    actors: ['anonymous', 'tester'],
    body: () => ({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
      password: 'correct horse battery',
    }),
    nearMiss: () => ({ email: fc.emailAddress(), password: fc.string({ maxLength: 12 }) }),
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    actors: ['anonymous', 'tester'],
    body: () => ({ email: fx.people.tester.user.email, password: 'not the password' }),
    nearMiss: () => ({ email: fc.emailAddress() }),
  },
  { method: 'GET', path: '/api/auth/user', actors: ['tester', 'anonymous'] },
  {
    method: 'PUT',
    path: '/api/auth/profile',
    // The newcomer's own profile is the one junk may rewrite; shared fixtures keep their roles.
    actors: ['newcomer', 'admin', 'anonymous'],
    body: () => ({
      role: 'Builder',
      phone: '+1 555 0100',
      businessName: 'Harbor Co',
      website: 'https://harbor.example',
      wantsWeeklyDigest: true,
    }),
    nearMiss: () => ({ role: fc.constantFrom('Admin', 'builder', 'Tester ') }),
  },
  { method: 'GET', path: '/api/admin/users', actors: ['admin', 'tester', 'anonymous'] },
  {
    method: 'PATCH',
    path: '/api/admin/users/:userId/role',
    actors: ['admin', 'tester', 'anonymous'],
    body: () => ({ role: 'Builder' }),
    ids: () => [fx.victim.user.id],
  },
  {
    method: 'POST',
    path: '/api/admin/send-email',
    actors: ['admin', 'tester', 'anonymous'],
    body: () => ({ to: 'testers', subject: 'Beta news', message: 'New betas are open.' }),
    nearMiss: () => ({ to: fc.oneof(fc.emailAddress(), fc.constantFrom('All', 'admins')) }),
  },
  { method: 'GET', path: '/api/admin/outbox', actors: ['admin', 'tester', 'anonymous'] },
  { method: 'GET', path: '/api/admin/digest/preview', actors: ['admin', 'tester', 'anonymous'] },
  {
    method: 'POST',
    path: '/api/admin/digest/send',
    actors: ['admin', 'tester', 'anonymous'],
  },
  {
    method: 'GET',
    path: '/api/login',
    actors: ['anonymous', 'tester'],
    query: () => ({
      returnTo: fc.oneof(
        fc.constantFrom('/', '/software/x', '//evil.example', 'https://evil.example', '/\\evil'),
        shortText.map((value) => `/${value}`),
      ),
    }),
    page: true,
  },
  { method: 'GET', path: '/api/logout', actors: ['tester', 'anonymous'], page: true },
  {
    method: 'GET',
    path: '/api/callback',
    actors: ['anonymous', 'tester'],
    query: () => ({ code: shortText, state: shortText, iss: fc.webUrl(), error: shortText }),
    page: true,
  },
  {
    method: 'POST',
    path: '/api/conversations',
    actors: ['tester', 'builder', 'anonymous'],
    body: () => ({
      builderId: fx.people.builder.user.id,
      testerId: fx.people.tester.user.id,
      softwareId: fx.listing.id,
    }),
    nearMiss: () => ({
      builderId: uuidNearMiss(),
      testerId: uuidNearMiss(),
      softwareId: uuidNearMiss(),
    }),
  },
  { method: 'GET', path: '/api/conversations', actors: ['tester', 'builder', 'anonymous'] },
  {
    method: 'GET',
    path: '/api/conversations/:id/messages',
    actors: ['tester', 'builder', 'admin', 'anonymous'],
    ids: () => [fx.conversationId],
  },
  {
    method: 'POST',
    path: '/api/objects/upload',
    actors: ['builder', 'tester', 'anonymous'],
  },
  {
    method: 'PUT',
    path: '/api/uploads/:token',
    actors: ['anonymous', 'builder'],
    ids: () => [fx.uploadToken],
    raw: true,
  },
  {
    method: 'GET',
    path: '/api/software',
    actors: ['anonymous', 'tester', 'builder'],
    query: () => ({
      category: fc.oneof(fc.constantFrom(...CATEGORIES), fc.constantFrom('web', 'WEB', 'Web ')),
      search: text,
      limit: fc.oneof(
        fc.integer().map(String),
        fc.double().map(String),
        fc.constantFrom('0x10', '1e2', ' 5', '-0', '', 'Infinity'),
      ),
      cursor: fc.oneof(shortText, keysetCursors),
    }),
  },
  {
    method: 'POST',
    path: '/api/software',
    actors: ['builder', 'tester', 'anonymous'],
    body: () => ({
      name: 'Fuzzed Harbor',
      shortDescription: 'Survives junk',
      longDescription: 'A listing that generated input posts.',
      category: 'Web',
      imageUrl: fx.listing.imageUrl,
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      link: 'https://harbor.example',
      notes: 'Try it.',
    }),
    nearMiss: () => ({
      category: fc.constantFrom('web', 'Desktop'),
      imageUrl: fc.oneof(
        fc.stringMatching(/^\/objects\/[0-9a-f-]{36}$/),
        fc.constantFrom(fx.othersListing.imageUrl, `${fx.listing.imageUrl}/card`),
      ),
      youtubeUrl: fc.oneof(fc.webUrl(), fc.constantFrom('https://youtu.be/', 'youtube.com')),
      link: fc.oneof(fc.webUrl(), fc.constantFrom('ftp://x', 'javascript:alert(1)')),
    }),
  },
  {
    method: 'PUT',
    path: '/api/software-images',
    actors: ['builder', 'tester', 'anonymous'],
    body: () => ({ imageURL: `/api/uploads/${fx.uploadToken}` }),
    nearMiss: () => ({
      imageURL: fc.oneof(
        shortText.map((token) => `/api/uploads/${token}`),
        fc.webUrl().map((url) => `${url}/api/uploads/${fx.uploadToken}`),
        fc.constantFrom('/api/uploads/', 'http://[', 'http://a:99999/api/uploads/x', '//x'),
      ),
    }),
  },
  {
    method: 'GET',
    path: '/api/software/:id',
    actors: ['anonymous', 'tester', 'builder'],
    ids: () => [fx.listing.id, fx.othersListing.id],
  },
  {
    method: 'PUT',
    path: '/api/software/:id',
    actors: ['builder', 'tester', 'anonymous'],
    body: () => ({ status: 'Closed' }),
    // The spare listing may open and close; the chat's listing stays as it is.
    ids: () => [fx.spareListing.id, fx.othersListing.id],
  },
  {
    method: 'DELETE',
    path: '/api/software/:id',
    actors: ['builder', 'tester', 'anonymous'],
    // Only another builder's listing: the builder's own would take the chat fixtures with it.
    ids: () => [fx.othersListing.id],
  },
  {
    method: 'GET',
    path: '/api/software/:softwareId/testers',
    actors: ['builder', 'tester', 'anonymous'],
    ids: () => [fx.listing.id, fx.othersListing.id],
  },
  {
    method: 'POST',
    path: '/api/saved',
    actors: ['tester', 'builder', 'anonymous'],
    body: () => ({ softwareId: fx.listing.id }),
    nearMiss: () => ({ softwareId: uuidNearMiss() }),
  },
  { method: 'GET', path: '/api/saved', actors: ['tester', 'anonymous'] },
  {
    method: 'DELETE',
    path: '/api/saved/:softwareId',
    actors: ['tester', 'builder', 'anonymous'],
    ids: () => [fx.listing.id, fx.othersListing.id],
  },
  {
    method: 'POST',
    path: '/api/short-links',
    actors: ['tester', 'builder', 'anonymous'],
    body: () => ({ originalUrl: `/share/${fx.listing.id}`, softwareId: fx.listing.id }),
    nearMiss: () => ({
      originalUrl: fc.oneof(
        fc.constantFrom('//evil.example', '/\\evil', 'https://evil.example', '/%0d%0a'),
        shortText.map((value) => `/${value}`),
      ),
      softwareId: uuidNearMiss(),
    }),
  },
  { method: 'GET', path: '/api/builder/software', actors: ['builder', 'tester', 'anonymous'] },
  {
    method: 'POST',
    path: '/api/interests',
    actors: ['tester', 'builder', 'anonymous'],
    body: () => ({ softwareId: fx.othersListing.id }),
    nearMiss: () => ({ softwareId: uuidNearMiss() }),
  },
  { method: 'GET', path: '/api/interests', actors: ['tester', 'builder', 'anonymous'] },
  {
    method: 'DELETE',
    path: '/api/interests/:softwareId',
    actors: ['tester', 'builder', 'anonymous'],
    // Leaving the chat's listing would end the tester's right to message; these two are spare.
    ids: () => [fx.othersListing.id, fx.spareListing.id],
  },
  {
    method: 'PATCH',
    path: '/api/interests/:id',
    actors: ['builder', 'tester', 'anonymous'],
    body: () => ({ status: 'Accepted' }),
    ids: () => [fx.spareInterestId],
  },
  {
    method: 'POST',
    path: '/api/messages',
    actors: ['tester', 'builder', 'admin', 'anonymous'],
    body: () => ({ conversationId: fx.conversationId, content: 'Hello, harbor' }),
    nearMiss: () => ({ conversationId: uuidNearMiss() }),
  },
  {
    method: 'GET',
    path: '/api/public/software/:id',
    actors: ['anonymous', 'tester'],
    ids: () => [fx.listing.id],
  },
  {
    method: 'GET',
    path: '/api/digest/unsubscribe',
    actors: ['anonymous'],
    query: () => ({ token: unsubscribeTokens() }),
    page: true,
  },
  {
    method: 'POST',
    path: '/api/digest/unsubscribe',
    actors: ['anonymous'],
    query: () => ({ token: unsubscribeTokens() }),
    body: () => ({ 'List-Unsubscribe': 'One-Click' }),
    page: true,
  },
  { method: 'GET', path: '/api/docs', actors: ['anonymous'] },
  {
    method: 'GET',
    path: '/objects/:id',
    actors: ['anonymous'],
    ids: () => [imageIdOf(fx.listing)],
  },
  {
    method: 'GET',
    path: '/objects/:id/card',
    actors: ['anonymous'],
    ids: () => [imageIdOf(fx.listing)],
  },
  // Over HTTP without the upgrade: frames have cases of their own.
  { method: 'GET', path: '/ws', actors: ['tester', 'anonymous'] },
  { method: 'GET', path: '/s/:code', actors: ['anonymous'], ids: () => [fx.shortCode], page: true },
  {
    method: 'GET',
    path: '/share/:id',
    actors: ['anonymous'],
    ids: () => [fx.listing.id],
    page: true,
  },
];

export const title = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

export function endpointFor(method: Method, path: string): Endpoint {
  const found = ENDPOINTS.find((e) => e.method === method && e.path === path);
  if (!found) throw new Error(`no ${method} ${path} in the table`);
  return found;
}

export const hasParam = (endpoint: Endpoint) => endpoint.path.includes(':');
/** The path parameter's name, as the API's errors name it. */
export const paramOf = (endpoint: Endpoint) => /:(\w+)/.exec(endpoint.path)?.[1];
export const takesBody = (endpoint: Endpoint) => endpoint.method !== 'GET';

const routeKey = (method: string, path: string) => `${method} ${path.replace(/:[^/]+/g, ':param')}`;

const CLIENT_BUILD = fileURLToPath(new URL('../../../dist/client', import.meta.url));

/** Every method and path the app routes, read from its route tree; the built client's files aside. */
function registeredRoutes(): string[] {
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of fx.t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = `${depth ? stack[depth - 1] : ''}${match[2]}`;
    stack.length = depth;
    stack.push(path);
    if (existsSync(`${CLIENT_BUILD}${path}`)) continue;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') found.push(routeKey(method, path));
    }
  }
  return found.sort();
}

/** The table's routes and the app's, each as "METHOD /path/:param", sorted. */
export function routeCoverage(): { covered: string[]; registered: string[] } {
  return {
    covered: ENDPOINTS.map((e) => routeKey(e.method, e.path)).sort(),
    registered: registeredRoutes(),
  };
}
