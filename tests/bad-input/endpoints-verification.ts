import fc from 'fast-check';
import type { Endpoint } from './endpoint.ts';
import { shortText } from './values.ts';

/** The e-mail verification routes: a token anyone may send back, a resend for the signed-in. */
export const VERIFICATION_ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/auth/verify-email',
    actors: ['anonymous', 'newcomer', 'tester'],
    body: () => ({ token: 'not-a-real-token-but-shaped-like-one-0123456789' }),
    nearMiss: () => ({
      token: fc.oneof(fc.base64String({ maxLength: 60 }), shortText, fc.constant(' ')),
    }),
  },
  {
    method: 'POST',
    path: '/api/auth/resend-verification',
    actors: ['newcomer', 'tester', 'anonymous'],
  },
];
