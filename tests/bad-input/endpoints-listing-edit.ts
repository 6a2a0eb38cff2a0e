import fc from 'fast-check';
import type { Endpoint } from './endpoint.ts';
import { minOsVersionNearMisses, platformNearMisses } from './endpoints-listings.ts';
import { fx } from './fixtures.ts';

const question = { prompt: 'Which phone?', kind: 'choice', options: ['iOS', 'Android'] };

/** Editing a listing: any of the post form's fields, and the ones that run a beta. */
export const LISTING_EDIT_ENDPOINTS: Endpoint[] = [
  {
    method: 'PATCH',
    path: '/api/software/:id',
    actors: ['builder', 'tester', 'admin', 'anonymous'],
    body: () => ({
      name: 'Spare Harbor',
      category: 'Mobile',
      platforms: ['Android', 'iOS'],
      minOsVersions: { Android: '10' },
      imageUrl: fx.spareListing.imageUrl,
      link: 'https://harbor.example',
      testerLimit: 10,
      screeningQuestions: [{ ...question, required: true }],
      inactivityDays: 30,
      accessInstructions: 'Invite code HARBOR',
    }),
    nearMiss: () => ({
      category: fc.constantFrom('mobile', 'Desktop'),
      platforms: platformNearMisses(),
      minOsVersions: minOsVersionNearMisses(),
      imageUrl: fc.constantFrom(fx.othersListing.imageUrl, `${fx.spareListing.imageUrl}/card`),
      link: fc.constantFrom('ftp://x', 'javascript:alert(1)', 'harbor.example'),
      testerLimit: fc.constantFrom(0, -1, 10_001, 1.5, '5', Number.MAX_SAFE_INTEGER + 2),
      inactivityDays: fc.constantFrom(0, 366, 7.5, '30'),
      screeningQuestions: fc.constantFrom(
        [{ ...question, options: ['iOS'] }],
        [{ ...question, options: ['iOS', 'iOS'] }],
        [{ prompt: 'Why?', kind: 'text', options: ['A', 'B'] }],
        [{ ...question, kind: 'scale' }],
        [{ ...question, id: 'not-a-uuid' }],
        Array.from({ length: 6 }, () => question),
        [
          { ...question, id: fx.listing.id },
          { ...question, id: fx.listing.id },
        ],
      ),
    }),
    // The spare listing may change; the chat's listing stays as it is.
    ids: () => [fx.spareListing.id, fx.othersListing.id],
  },
];
