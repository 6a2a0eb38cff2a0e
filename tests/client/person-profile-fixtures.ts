import type {
  PendingRating,
  PersonProfile,
  Rating,
  RatingPerson,
  RecordEvent,
} from '@/shared/contracts/reputation.ts';
import { EMPTY_BUILDER_RECORD, EMPTY_TESTER_RECORD } from '@/shared/contracts/reputation.ts';
import { fakeId } from './fixtures.ts';

export function makeRatingPerson(overrides: Partial<RatingPerson> = {}): RatingPerson {
  return {
    id: fakeId(),
    firstName: 'Grace',
    lastName: 'Hopper',
    profileImageUrl: null,
    ...overrides,
  };
}

/** A tester's profile with no events yet: every figure "New", no ratings, no listings. */
export function makeProfile(overrides: Partial<PersonProfile> = {}): PersonProfile {
  return {
    id: fakeId(),
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    role: 'Tester',
    memberSince: '2026-03-14T10:00:00.000Z',
    businessName: null,
    website: null,
    tester: EMPTY_TESTER_RECORD,
    builder: EMPTY_BUILDER_RECORD,
    answerBadge: null,
    ratings: [],
    openListings: [],
    ...overrides,
  };
}

/** A builder's rating of a tester, shown, with no reply. */
export function makeRating(overrides: Partial<Rating> = {}): Rating {
  return {
    id: fakeId(),
    listingId: fakeId(),
    listingName: 'TaskFlow',
    raterSide: 'builder',
    rater: makeRatingPerson(),
    ratee: makeRatingPerson({ firstName: 'Ada', lastName: 'Lovelace' }),
    stars: 4,
    comment: 'Thorough reports.',
    createdAt: '2026-11-02T10:00:00.000Z',
    shownAt: '2026-11-03T10:00:00.000Z',
    reply: null,
    ...overrides,
  };
}

/** A tester whose place on a listing ended: the builder may rate them. */
export function makePendingRating(overrides: Partial<PendingRating> = {}): PendingRating {
  return {
    listingId: fakeId(),
    listingName: 'TaskFlow',
    raterSide: 'builder',
    ratee: makeRatingPerson({ firstName: 'Ada', lastName: 'Lovelace' }),
    endedAt: '2026-11-20T10:00:00.000Z',
    closesAt: '2026-12-04T10:00:00.000Z',
    ...overrides,
  };
}

export function makeRecordEvent(overrides: Partial<RecordEvent> = {}): RecordEvent {
  return {
    figure: 'betasHeld',
    listingId: fakeId(),
    listingName: 'TaskFlow',
    label: 'Held the place until the beta closed',
    sourceId: fakeId(),
    at: '2026-10-01T10:00:00.000Z',
    counts: true,
    ...overrides,
  };
}
