// No zod here: Browse's cards and the first screen read the badge's words.

/** Below this many events a figure says "New" rather than a number that means little. */
export const RECORD_MIN_EVENTS = 3;
/** A rating's comment and its reply, in characters. */
export const RATING_COMMENT_MAX = 1000;
export const RATING_STARS_MIN = 1;
export const RATING_STARS_MAX = 5;
/**
 * Both ratings of a pair are shown when both are in, or this many days after the first; a pair
 * may rate within this many days of their place ending, so the second rater never reads the first.
 */
export const RATING_WINDOW_DAYS = 14;
/** A tester who leaves rates, and is rated, only after holding the place this long. */
export const RATING_MIN_DAYS_HELD = 3;
/** A report answered within this many days counts as answered in time. */
export const REPORT_ANSWER_DAYS = 3;
/**
 * A report still open this many days after it was filed counts against its builder's share of
 * reports resolved; a younger one counts neither way, so a new beta's fresh reports are no mark.
 */
export const REPORT_RESOLVE_DAYS = 30;
/** A tester's message answered within this many days counts as answered in time. */
export const MESSAGE_ANSWER_DAYS = 2;

/** Who may read a tester's profile: anyone, or only builders of listings they applied to. */
export const PROFILE_VISIBILITIES = ['public', 'builders'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/** Which side of a beta a rating comes from. */
export const RATING_SIDES = ['builder', 'tester'] as const;
export type RatingSide = (typeof RATING_SIDES)[number];

/**
 * A builder's usual time to first answer a report, when it is good enough to show on Browse's
 * cards: a median within a day, or within three days.
 */
export const ANSWER_BADGES = ['day', 'three_days'] as const;
export type AnswerBadge = (typeof ANSWER_BADGES)[number];
export const ANSWER_BADGE_HOURS: Record<AnswerBadge, number> = { day: 24, three_days: 72 };
/** The detail and share pages' sentence. */
export const ANSWER_BADGE_LINES: Record<AnswerBadge, string> = {
  day: 'Usually answers reports within a day',
  three_days: 'Usually answers reports within 3 days',
};
/** Browse's small badge. */
export const ANSWER_BADGE_LABELS: Record<AnswerBadge, string> = {
  day: 'Answers within a day',
  three_days: 'Answers within 3 days',
};

/** A figure: null ("New") when it rests on fewer than RECORD_MIN_EVENTS events. */
export interface Figure {
  value: number | null;
  events: number;
}

export const figureOf = (value: number | null, events: number): Figure => ({
  value: events >= RECORD_MIN_EVENTS ? value : null,
  events,
});

/** The badge a builder's median first answer (in hours) earns, if any. */
export function answerBadgeOf(firstAnswerHours: Figure): AnswerBadge | null {
  const hours = firstAnswerHours.value;
  if (hours === null) return null;
  return ANSWER_BADGES.find((badge) => hours <= ANSWER_BADGE_HOURS[badge]) ?? null;
}
