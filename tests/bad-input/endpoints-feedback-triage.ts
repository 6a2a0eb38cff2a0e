import fc from 'fast-check';
import {
  FEEDBACK_KINDS,
  FEEDBACK_SORTS,
  FEEDBACK_STATUSES,
  FEEDBACK_TEXT_MAX,
  SEVERITIES,
} from '@/shared/contracts/feedback.ts';
import type { Endpoint } from './endpoint.ts';
import { fx } from './fixtures.ts';
import { keysetCursors, looksLikeUuid, shortText, text, uuidNearMiss } from './values.ts';

/** Cursors shaped like the board's, with any of their parts off. */
const boardCursors = fc
  .record(
    {
      sort: fc.oneof(fc.constantFrom(...FEEDBACK_SORTS), shortText),
      rank: fc.oneof(fc.integer({ min: -2, max: 6 }), fc.double(), fc.constant('1')),
      at: fc.oneof(
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString().replace('Z', '123Z')),
        fc.constantFrom('2030-02-30T10:00:00.000000Z', '0000-01-01T00:00:00.000000Z', '1'),
        shortText,
      ),
      id: fc.oneof(fc.uuid(), looksLikeUuid),
    },
    { requiredKeys: [] },
  )
  .map((cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url'));

const oneOf = (values: readonly string[]) =>
  fc.oneof(fc.constantFrom(...values), fc.constantFrom(...values.map((v) => v.toLowerCase()), ''));

/** The builder's board, status changes and comments on a report. */
export const FEEDBACK_TRIAGE_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/software/:id/feedback',
    actors: ['builder', 'admin', 'tester', 'anonymous'],
    query: () => ({
      kind: oneOf(FEEDBACK_KINDS),
      status: oneOf(FEEDBACK_STATUSES),
      severity: oneOf(SEVERITIES),
      sort: oneOf(FEEDBACK_SORTS),
      limit: fc.oneof(fc.integer().map(String), fc.constantFrom('0x10', '1e2', ' 5', '', '101')),
      cursor: fc.oneof(shortText, keysetCursors, boardCursors),
    }),
    ids: () => [fx.listing.id, fx.othersListing.id],
  },
  {
    method: 'PATCH',
    path: '/api/feedback/:id',
    actors: ['builder', 'tester', 'admin', 'anonymous'],
    body: () => ({ status: 'Acknowledged' }),
    nearMiss: () => ({
      status: fc.constantFrom('acknowledged', 'Acknowledged ', 'In Progress', 'Closed', ''),
      duplicateOf: fc.oneof(uuidNearMiss(), fc.constant(fx.feedbackId), fc.constant(fx.listing.id)),
    }),
    ids: () => [fx.feedbackId],
  },
  {
    method: 'POST',
    path: '/api/feedback/:id/comments',
    actors: ['builder', 'tester', 'admin', 'anonymous'],
    body: () => ({ body: 'Which phone were you on?' }),
    nearMiss: () => ({
      body: fc.oneof(
        fc.constantFrom('', '   ', '\n\t'),
        text.map((value) => value.padEnd(FEEDBACK_TEXT_MAX + 1, 'x')),
      ),
    }),
    ids: () => [fx.feedbackId],
  },
];
