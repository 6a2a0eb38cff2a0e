import { UNAUTHORIZED_MESSAGE } from '@/shared/constants.ts';
import type { ApiError } from '@/shared/contracts/errors.ts';
import { isRecord } from './is-record.ts';

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** True for the "401: ...Unauthorized..." errors the API client raises when the session is gone. */
export function isUnauthorizedError(error: unknown): boolean {
  const message = messageOf(error);
  return message.startsWith('401:') && message.includes(UNAUTHORIZED_MESSAGE);
}

/** The HTTP status an API client error carries ("404: ..."), or null for other failures. */
export function errorStatus(error: unknown): number | null {
  const status = STATUS_PREFIX.exec(messageOf(error))?.[1];
  return status === undefined ? null : Number(status);
}

// A malformed id is refused as invalid (400) before any lookup: to a visitor, both are missing.
const MISSING_STATUSES = [400, 404];

/** True when a read by id failed because nothing is there, which deserves a not-found screen. */
export function isMissingError(error: unknown): boolean {
  const status = errorStatus(error);
  return status !== null && MISSING_STATUSES.includes(status);
}

/**
 * apiErrorSchema's shape, checked by hand: every screen shows errors, and the ones a visitor lands
 * on first carry no zod (first-screen-bundle.test.ts).
 */
function isApiError(value: unknown): value is ApiError {
  if (!isRecord(value) || typeof value.message !== 'string') return false;
  const { errors } = value;
  return (
    errors === undefined ||
    (isRecord(errors) && Object.values(errors).every((text) => typeof text === 'string'))
  );
}

/** The server's JSON error body carried inside an API client error, when there is one. */
export function parseApiError(error: unknown): ApiError | null {
  const body = STATUS_PREFIX.exec(messageOf(error))?.[2];
  if (body === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    return isApiError(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The sentence to show a person: the server's `message`, else the raw text of the error. */
export function humanErrorMessage(error: unknown): string {
  const apiError = parseApiError(error);
  if (apiError) return apiError.message;
  const message = messageOf(error);
  return STATUS_PREFIX.exec(message)?.[2] || message;
}
