// No zod here: the join dialog on a listing's first screen reads these.

/** An NDA or test agreement is a document, not a novel. */
export const AGREEMENT_MAX_LENGTH = 20_000;
export const AGREEMENT_CHANGED_MESSAGE =
  'The terms changed while you were reading them. Read the new version and accept it to join.';
export const AGREEMENT_REQUIRED_MESSAGE = 'Accept the terms to join this beta';
