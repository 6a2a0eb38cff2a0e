import { z } from './zod.ts';

/** A report's path parameter, as GET, PATCH and its comments name it. */
export const feedbackParamsSchema = z.object({ id: z.uuid() });

export const DUPLICATE_TARGET_MESSAGE = 'Name another report of this beta that this one repeats';
export const DUPLICATE_ONLY_MESSAGE = 'Only a report marked Duplicate names the one it repeats';
export const REPORTER_STATUS_MESSAGE =
  'Only the reporter can say whether a fix works, and only the builder can triage';
export const NOT_FIXED_MESSAGE = 'You can confirm or reopen a report only once it is marked Fixed';
export const COMMENT_PARTIES_MESSAGE = 'Only the reporter and the builder of this beta can comment';
export const BOARD_READERS_MESSAGE = 'Only the builder of this beta can see its feedback';
