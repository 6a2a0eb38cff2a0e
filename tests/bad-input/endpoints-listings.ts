import fc from 'fast-check';
import { CATEGORIES } from '@/shared/constants.ts';
import { BROWSE_SORTS } from '@/shared/contracts/browse-sorts.ts';
import { PLATFORMS } from '@/shared/contracts/platforms.ts';
import type { Endpoint } from './endpoint.ts';
import { fx, imageIdOf } from './fixtures.ts';
import { unsubscribeTokens } from './unsubscribe-tokens.ts';
import { keysetCursors, shortText, sortedCursors, text, uuidNearMiss } from './values.ts';

/** Platforms spelled, repeated or listed almost as the contract has them. */
export const platformNearMisses = () =>
  fc.constantFrom(['web'], ['iOS', 'iOS'], ['Symbian'], 'iOS', [...PLATFORMS, 'Web'], [null]);

/** Minimums almost written as versions, or for a platform almost named, or not named at all. */
export const minOsVersionNearMisses = () =>
  fc.constantFrom(
    { iOS: '17.x' },
    { iOS: ' ' },
    { iOS: 17 },
    { iOS: '1'.repeat(21) },
    { iOS: '1.2.3.4.5' },
    { ios: '17' },
    { Linux: '6.1' },
    ['17'],
  );

/** The rest of the endpoint table: listings, saves, short links, interests, messages and public pages. */
export const LISTING_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/software',
    actors: ['anonymous', 'tester', 'builder'],
    query: () => ({
      category: fc.oneof(fc.constantFrom(...CATEGORIES), fc.constantFrom('web', 'WEB', 'Web ')),
      platform: fc.oneof(fc.constantFrom(...PLATFORMS), fc.constantFrom('android', 'IOS', '')),
      sort: fc.oneof(fc.constantFrom(...BROWSE_SORTS), fc.constantFrom('Newest', 'oldest', '')),
      search: text,
      limit: fc.oneof(
        fc.integer().map(String),
        fc.double().map(String),
        fc.constantFrom('0x10', '1e2', ' 5', '-0', '', 'Infinity'),
      ),
      cursor: fc.oneof(shortText, keysetCursors, sortedCursors),
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
      platforms: ['Web', 'iOS'],
      minOsVersions: { iOS: '17.4' },
      imageUrl: fx.listing.imageUrl,
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      link: 'https://harbor.example',
      notes: 'Try it.',
    }),
    nearMiss: () => ({
      category: fc.constantFrom('web', 'Desktop'),
      platforms: platformNearMisses(),
      minOsVersions: minOsVersionNearMisses(),
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
    // The listing has no terms: any version accepted joins it.
    body: () => ({ softwareId: fx.othersListing.id, agreementVersion: 1 }),
    nearMiss: () => ({
      softwareId: uuidNearMiss(),
      agreementVersion: fc.constantFrom(0, -1, 1.5, '1', 2 ** 31, Number.MAX_SAFE_INTEGER),
    }),
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
  { method: 'GET', path: '/healthz', actors: ['anonymous'] },
  { method: 'GET', path: '/readyz', actors: ['anonymous'] },
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
  {
    method: 'GET',
    path: '/software/:id',
    actors: ['anonymous', 'tester'],
    ids: () => [fx.listing.id],
    page: true,
  },
];
