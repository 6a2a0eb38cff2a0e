import type { ErrorCode } from '@/shared/contracts/error-codes.ts';
import { type ApiErrorBody, ApiRequestError } from './api-request-error.ts';

const requestErrorOf = (error: unknown) => (error instanceof ApiRequestError ? error : null);

/**
 * The code of the API's refusal: what screens decide by. Null for failures that never reached
 * the server, and for answers without a code of ours (a proxy's error page).
 */
export function errorCode(error: unknown): ErrorCode | null {
  return requestErrorOf(error)?.code ?? null;
}

/** True when the session is gone (not for a wrong password, which is a 401 too). */
export function isUnauthorizedError(error: unknown): boolean {
  return errorCode(error) === 'unauthorized';
}

/** The HTTP status of an API client error, or null for failures that never reached the server. */
export function errorStatus(error: unknown): number | null {
  return requestErrorOf(error)?.status ?? null;
}

// A malformed id names nothing either (the server answers `not_found`): to a visitor, both are
// missing.
const MISSING_CODES: readonly ErrorCode[] = [
  'not_found',
  'listing_not_found',
  'feedback_not_found',
];

/** True when a read by id failed because nothing is there, which deserves a not-found screen. */
export function isMissingError(error: unknown): boolean {
  const code = errorCode(error);
  return code !== null && MISSING_CODES.includes(code);
}

/** The server's JSON error body carried by an API client error, when there is one. */
export function parseApiError(error: unknown): ApiErrorBody | null {
  return requestErrorOf(error)?.body ?? null;
}

/** The sentence to show a person: the server's `message`, else the raw text of the error. */
export function humanErrorMessage(error: unknown): string {
  const requestError = requestErrorOf(error);
  if (!requestError) return error instanceof Error ? error.message : String(error);
  return requestError.body?.message ?? (requestError.text || requestError.message);
}
