// Kept apart from the interest schemas: the listing's page shows some of them and carries no zod.
export const CLOSED_LISTING_MESSAGE = 'This beta is closed to new testers';

export const LISTING_FULL_MESSAGE = 'No place is free; raise the tester limit first';
/** The builder kept changing the listing's questions while the tester joined. */
export const QUESTIONS_CHANGED_MESSAGE = 'The questions of this beta just changed; read them again';
export const DECLINED_MESSAGE = 'The builder has declined you for this beta';
export const NOT_JOINED_MESSAGE = 'You have not joined this beta';
export const STILL_TESTING_ACCEPTED_ONLY_MESSAGE =
  'Only accepted testers can say they are still testing';

/** Why a silent tester's place went to the waitlist, as they read it in My Demos. */
export const inactivityReleaseReason = (inactivityDays: number) =>
  `Released after ${inactivityDays * 1.5} days without activity`;
