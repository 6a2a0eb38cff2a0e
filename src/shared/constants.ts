export const ROLES = ['Builder', 'Tester', 'Admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a user may pick on the profile page; Admin is only ever granted. */
export const SELF_SERVICE_ROLES = ['Builder', 'Tester'] as const satisfies readonly Role[];

export const CATEGORIES = ['Web', 'Mobile', 'DevTool', 'Other'] as const;
export type Category = (typeof CATEGORIES)[number];

export const LISTING_STATUSES = ['Open', 'Closed'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/**
 * Interested and Accepted testers hold a place; Waitlisted ones wait for one, in the order they
 * joined; Released ones lost theirs to silence.
 */
export const INTEREST_STATUSES = [
  'Interested',
  'Accepted',
  'Declined',
  'Waitlisted',
  'Released',
] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];
export const PLACE_HOLDING_STATUSES = [
  'Interested',
  'Accepted',
] as const satisfies InterestStatus[];
/** What a builder may decide; Waitlisted and Released follow from places and silence. */
export const DECISION_STATUSES = [
  'Interested',
  'Accepted',
  'Declined',
] as const satisfies InterestStatus[];
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

export const TESTER_LIMIT_MAX = 10_000;
export const SCREENING_QUESTIONS_MAX = 5;
export const DECISION_REASON_MAX_LENGTH = 500;

export const IMAGE_MAX_BYTES = 2_097_152;
/**
 * Room for any camera photo that fits in 2 MB, while one re-encode stays near 100 MB: a small file
 * can claim billions of pixels (a decompression bomb), and decoding costs pixels, not bytes.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const PASSWORD_MIN_LENGTH = 8;
/** NIST SP 800-63B: at least 8, at most (here) 128, no composition rules. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;
export const SEARCH_MAX_LENGTH = 100;

/** What a single-use link sent by e-mail is for. */
export const ACCOUNT_TOKEN_PURPOSES = ['verify_email', 'reset_password', 'change_email'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** What the API answers (401) a request whose session is missing or over. */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized';
export const SESSION_COOKIE = 'bh_session';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const SKELETON_CARD_COUNT = 6;
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;
export const CHAT_PANEL_HEIGHT_PX = 600;
