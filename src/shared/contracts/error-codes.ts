/**
 * The `code` of every error body the API sends: stable and snake_case, so a client decides by it
 * and never by the message, whose words may change (docs/decisions/023-error-codes.md). One code
 * for each situation a client may tell apart; a situation met in several places keeps one code.
 * No zod here: the first screen's bundle reads these (first-screen-bundle.test.ts).
 */
export const ERROR_CODES = [
  // The request itself
  'bad_request', // it cannot be read: not JSON, a malformed address, no file in an upload
  'validation_failed', // a value breaks a rule; `errors` names the fields where it can
  'not_found', // the address names nothing, or names it by a malformed id
  'route_not_found',
  'payload_too_large',
  'unsupported_media_type',
  'uri_too_long',
  'upgrade_required',
  'request_aborted',
  'cross_site_refused',
  'rate_limited', // with Retry-After in seconds
  'too_many_connections',
  // Sessions and accounts
  'unauthorized', // not signed in, or the session has ended
  'invalid_credentials',
  'wrong_role',
  'session_mismatch',
  'wrong_password',
  'sso_account', // the account signs in only through single sign-on and has no password
  'email_taken',
  'invalid_link',
  'already_verified',
  'no_email_to_verify',
  'last_admin',
  'cannot_remove_self', // an admin does not remove their own account for abuse
  'user_not_found',
  'sso_not_configured',
  'sso_unavailable',
  'sso_failed',
  'sso_expired',
  // Listings and signups
  'listing_not_found',
  'not_listing_builder',
  'own_listing',
  'listing_closed',
  'listing_full',
  'questions_changed',
  'signup_not_found',
  'not_joined',
  'not_accepted',
  // Test cycles
  'cycle_not_found',
  'cycle_already_open', // the listing has a cycle that is scheduled or running
  'cycle_ended', // an ended cycle is history: it cannot be changed or opted into
  'not_in_cycle', // checking in needs a place (Accepted) on the cycle's listing and an opt-in
  'check_in_not_today', // a check-in is for today's date in the cycle's zone, while it runs
  'already_checked_in', // one check-in per tester per cycle day
  'report_not_on_listing', // a build update names a report that is not on the cycle's listing
  // Images
  'image_not_found',
  'image_too_large',
  'image_type_unsupported',
  'image_damaged',
  'upload_not_found',
  'upload_not_yours',
  'upload_not_finished',
  'upload_in_use',
  'upload_url_spent',
  // Feedback
  'feedback_not_found',
  'not_report_party',
  'report_not_fixed',
  // Chat
  'conversation_not_found',
  'not_conversation_party',
  'wrong_builder',
  'recipient_deleted',
  // Reputation
  'profile_not_found', // no such person, or their account was deleted
  'profile_private', // a tester's profile shown only to builders they applied to
  'not_worked_together', // a rating needs a place on the listing that ended between the two
  'cannot_rate_self',
  'already_rated', // one rating per listing and pair
  'rating_window_closed', // a rating is given within 14 days of the place ending
  'rating_not_found',
  'rating_shown', // a rating cannot be changed once it is shown
  'rating_not_shown', // a reply waits until the rating is shown
  'already_replied', // a rated person replies once
  // Trust and safety
  'already_reported', // one open report per reporter and thing
  'cannot_report_self',
  'report_target_not_found', // nothing of that kind with that id the reporter can see
  'case_not_found', // no open reports nor appeal on that thing, and it does not exist
  'action_not_allowed', // the action does not fit the thing (hiding a message, say)
  'account_suspended', // sign-in refused: the message says why and until when
  'email_not_verified', // posting a listing needs a proved address
  'listing_not_hidden',
  'already_appealed', // a hidden listing is appealed once
  'not_suspended',
  // Devices, agreements and matching
  'too_many_devices', // DEVICES_MAX per person
  'device_not_found',
  'invalid_min_os_version', // a minimum OS version for a platform the listing does not name
  'agreement_required', // the listing has terms: join with the version accepted
  'agreement_changed', // the terms changed since the version the tester accepted
  'agreement_not_found',
  'invitation_not_found',
  'invitation_answered', // accepted or ignored already
  'cycle_not_inviting', // the cycle has ended: nobody is invited to it
  // Admin and mail
  'no_recipients',
  'mail_not_found',
  'mail_template_not_found',
  // The service
  'service_busy', // more work than it takes at once; Retry-After says when to come back
  'service_unavailable',
  'not_ready',
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && KNOWN.has(value);
