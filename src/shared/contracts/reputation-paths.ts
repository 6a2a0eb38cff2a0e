// Kept apart from the reputation schemas so the first screen's code does not carry zod.
export const reputationPaths = {
  /** GET: a person's public profile: who they are, their record, ratings and open listings. */
  profile: (userId: string) => `/api/people/${userId}`,
  /** GET: the events behind each figure of a record: the person themselves and admins only. */
  recordEvents: (userId: string) => `/api/people/${userId}/record-events`,
  /** GET/PUT {visibility}: who may read the signed-in tester's profile. */
  profileVisibility: '/api/me/profile-visibility',
  /** POST {listingId, rateeId, stars, comment?}: rate the other side of a place that ended. */
  ratings: '/api/ratings',
  /** GET: the people the signed-in user may rate now and has not. */
  pendingRatings: '/api/ratings/pending',
  /** GET: the ratings the signed-in user gave, shown or not yet. */
  givenRatings: '/api/ratings/given',
  /** PATCH {stars, comment?}: change one's own rating while it is not shown. */
  rating: (ratingId: string) => `/api/ratings/${ratingId}`,
  /** POST {body}: the rated person's one public reply, once the rating is shown. */
  ratingReply: (ratingId: string) => `/api/ratings/${ratingId}/reply`,
} as const;
