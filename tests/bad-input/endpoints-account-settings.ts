import fc from 'fast-check';
import type { Endpoint } from './endpoint.ts';
import { shortText } from './values.ts';

/** The account settings on the profile page, and the link that confirms a new address. */
export const ACCOUNT_SETTINGS_ENDPOINTS: Endpoint[] = [
  {
    method: 'PUT',
    path: '/api/auth/name',
    // The newcomer's own name is the one junk may rewrite.
    actors: ['newcomer', 'anonymous'],
    body: () => ({ firstName: 'Ada', lastName: 'Lovelace' }),
    nearMiss: () => ({ firstName: fc.constantFrom(' ', '\t', 'x'.repeat(81)) }),
  },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    actors: ['newcomer', 'anonymous'],
    body: () => ({
      currentPassword: 'correct horse battery',
      newPassword: 'another horse battery',
    }),
    nearMiss: () => ({ newPassword: fc.string({ maxLength: 12 }) }),
  },
  {
    method: 'POST',
    path: '/api/auth/change-email',
    actors: ['newcomer', 'anonymous'],
    body: () => ({ password: 'correct horse battery', newEmail: 'moved@example.test' }),
    nearMiss: () => ({ newEmail: fc.oneof(fc.emailAddress(), fc.constantFrom('a@', '@b.c')) }),
  },
  {
    method: 'POST',
    path: '/api/auth/confirm-email-change',
    actors: ['anonymous', 'tester'],
    body: () => ({ token: 'not-a-real-token-but-shaped-like-one-000000000' }),
    nearMiss: () => ({ token: shortText }),
  },
  {
    method: 'PUT',
    path: '/api/auth/profile-picture',
    actors: ['newcomer', 'anonymous'],
    body: () => ({ profileImageUrl: '/objects/00000000-0000-4000-8000-000000000000' }),
    nearMiss: () => ({
      profileImageUrl: fc.constantFrom('/objects/', 'https://tracker.example/p.png', '/objects/x'),
    }),
  },
  { method: 'DELETE', path: '/api/auth/profile-picture', actors: ['newcomer', 'anonymous'] },
];
