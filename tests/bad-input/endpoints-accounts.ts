import fc from 'fast-check';
import type { Endpoint } from './endpoint.ts';
import { fx } from './fixtures.ts';
import { shortText, uuidNearMiss } from './values.ts';

/** The first part of the endpoint table: auth, admin, the sign-in pages, conversations and uploads. */
export const ACCOUNT_ENDPOINTS: Endpoint[] = [
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
  {
    method: 'POST',
    path: '/api/auth/cancel-email-change',
    actors: ['anonymous', 'tester'],
    // A change's id and a signature the server never made: shaped like a link, opening nothing.
    body: () => ({ token: `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}${'A'.repeat(43)}` }),
    nearMiss: () => ({ token: fc.oneof(shortText, fc.uuid()) }),
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    actors: ['anonymous', 'tester'],
    // An address no account uses: its mail, queued after the answer, would otherwise land in
    // the middle of a later attempt's count of rows.
    body: () => ({ email: 'no-account@example.test' }),
    nearMiss: () => ({
      email: fc.oneof(
        fc.emailAddress(),
        fc.constantFrom('ada@', '@example.test', 'ada example.test'),
      ),
    }),
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    actors: ['anonymous', 'tester'],
    // Tokens are single-use and mailed, so generated ones are refused; the answer must be sound.
    body: () => ({ token: 'k'.repeat(43), password: 'correct horse battery' }),
    nearMiss: () => ({
      token: fc.string({ maxLength: 64 }),
      password: fc.constantFrom('password123', 'x'.repeat(129), 'seven77', ''),
    }),
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password/check',
    actors: ['anonymous', 'tester'],
    // As the reset's: a made-up token is refused, and the refusal must be the clean 400.
    body: () => ({ token: 'k'.repeat(43) }),
    nearMiss: () => ({ token: fc.string({ maxLength: 64 }) }),
  },
  { method: 'GET', path: '/api/auth/user', actors: ['tester', 'anonymous'] },
  { method: 'GET', path: '/api/auth/session', actors: ['tester', 'anonymous'] },
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
  // A navigation too: the confirmation page's form posts here and is sent on.
  { method: 'POST', path: '/api/auth/logout', actors: ['tester', 'anonymous'], page: true },
  { method: 'GET', path: '/api/auth/user/export', actors: ['tester', 'anonymous'] },
  {
    method: 'DELETE',
    path: '/api/auth/user',
    // Never the right password: the fixtures' tester must outlive the junk.
    actors: ['tester', 'anonymous'],
    body: () => ({ password: 'not the password' }),
    nearMiss: () => ({
      password: fc.constantFrom('', ' ', 'CORRECT HORSE BATTERY', 'correct horse battery '),
    }),
  },
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
];
