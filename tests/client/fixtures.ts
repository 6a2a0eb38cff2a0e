import type { User } from '@/shared/contracts/auth.ts';
import type { Interest, ListingTester } from '@/shared/contracts/interests.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { EMPTY_TESTER_RECORD, type TesterRecord } from '@/shared/contracts/reputation.ts';

let sequence = 0;

/** A unique UUID-shaped id, so that fixtures never collide inside one test. */
export function fakeId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${sequence.toString().padStart(12, '0')}`;
}

export function makeListing(overrides: Partial<Listing> = {}): Listing {
  const builderId = overrides.builderId ?? fakeId();
  return {
    id: fakeId(),
    builderId,
    name: 'TaskFlow',
    shortDescription: 'Turns chat threads into tracked tasks.',
    longDescription: 'A lightweight project board.\nBuilt for small teams.',
    category: 'Web',
    platforms: ['Web'],
    minOsVersions: {},
    agreementVersion: null,
    imageUrl: `/objects/${fakeId()}`,
    youtubeUrl: null,
    link: null,
    notes: null,
    status: 'Open',
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    testerCount: 0,
    hasInterest: false,
    isSaved: false,
    testerLimit: null,
    placesLeft: null,
    screeningQuestions: [],
    inactivityDays: null,
    answerBadge: null,
    builder: {
      id: builderId,
      firstName: 'Grace',
      lastName: 'Hopper',
      profileImageUrl: null,
      businessName: null,
      website: null,
    },
    ...overrides,
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: fakeId(),
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    role: 'Tester',
    phone: '+1 555 0100',
    businessName: null,
    website: null,
    wantsWeeklyDigest: false,
    emailVerified: true,
    hasPassword: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A tester's signup for `software`, holding a place and undecided unless overridden. */
export function makeInterest(overrides: Partial<Interest> = {}): Interest {
  const listing = overrides.software ?? makeListing({ hasInterest: true });
  return {
    id: fakeId(),
    softwareId: listing.id,
    testerId: fakeId(),
    status: 'Interested',
    waitlistPosition: null,
    reason: null,
    answers: {},
    releasesAt: null,
    createdAt: '2026-11-24T09:00:00.000Z',
    software: listing,
    ...overrides,
  };
}

/** A tester's record: every figure New and no events unless overridden. */
export function makeTesterRecord(overrides: Partial<TesterRecord> = {}): TesterRecord {
  return { ...EMPTY_TESTER_RECORD, ...overrides };
}

/** A tester of a listing as the builder's testers panel lists them, Interested and new. */
export function makeListingTester(
  firstName: string,
  overrides: Partial<ListingTester> = {},
): ListingTester {
  return {
    id: fakeId(),
    status: 'Interested',
    waitlistPosition: null,
    reason: null,
    answers: {},
    releasesAt: null,
    createdAt: '2026-11-25T09:00:00.000Z',
    tester: { id: fakeId(), firstName, lastName: 'Tester', profileImageUrl: null },
    record: EMPTY_TESTER_RECORD,
    matchingDevices: [],
    agreement: null,
    ...overrides,
  };
}
