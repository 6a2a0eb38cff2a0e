import fc from 'fast-check';
import { PREFERENCE_TYPES } from '@/shared/contracts/notifications.ts';
import type { Endpoint } from './endpoint.ts';
import { unsubscribeTokens } from './unsubscribe-tokens.ts';
import { shortText, uuidNearMiss } from './values.ts';

const types = fc.oneof(
  fc.constantFrom(...PREFERENCE_TYPES),
  fc.constantFrom('verify_email', 'MESSAGE', ''),
  shortText,
);

/** The bell, the notification center, the profile's choices and the mails' unsubscribe link. */
export const NOTIFICATION_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/notifications',
    actors: ['tester', 'builder', 'anonymous'],
    query: () => ({
      limit: fc.oneof(fc.integer({ min: -5, max: 500 }).map(String), shortText),
      cursor: fc.oneof(
        shortText,
        fc.base64String(),
        fc.json().map((json) => Buffer.from(json).toString('base64url')),
      ),
    }),
  },
  { method: 'GET', path: '/api/notifications/unread', actors: ['tester', 'anonymous'] },
  {
    method: 'POST',
    path: '/api/notifications/read',
    actors: ['tester', 'builder', 'anonymous'],
    body: () => ({ all: true }),
    textless: true,
    nearMiss: () => ({
      all: fc.constantFrom(false, 'true', 1, null),
      ids: fc.oneof(fc.array(uuidNearMiss(), { maxLength: 3 }), fc.constant([]), shortText),
    }),
  },
  { method: 'GET', path: '/api/notifications/preferences', actors: ['tester', 'anonymous'] },
  {
    method: 'PUT',
    path: '/api/notifications/preferences',
    actors: ['tester', 'builder', 'anonymous'],
    body: () => ({ preferences: [{ type: 'message', inApp: true, email: false }] }),
    textless: true,
    nearMiss: () => ({
      preferences: fc.oneof(
        fc.array(
          fc.record({ type: types, inApp: fc.constantFrom(true, 'yes', 1), email: fc.boolean() }),
          { maxLength: 9 },
        ),
        fc.constant([]),
        shortText,
      ),
    }),
  },
  {
    method: 'GET',
    path: '/api/notifications/unsubscribe',
    actors: ['anonymous'],
    query: () => ({ type: types, token: unsubscribeTokens('notification:message') }),
    page: true,
  },
  {
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    actors: ['anonymous'],
    query: () => ({ type: types, token: unsubscribeTokens('notification:message') }),
    body: () => ({ 'List-Unsubscribe': 'One-Click' }),
    page: true,
  },
];
