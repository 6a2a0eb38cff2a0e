import { type ErrorCode, isErrorCode } from '@/shared/contracts/error-codes.ts';
import type { ApiError } from '@/shared/contracts/errors.ts';
import { isRecord } from './is-record.ts';

/**
 * The API's error body as the client reads it. A code it does not know (a newer server's) is
 * null, like a missing one: no decision is made on it, and the message is still shown.
 */
export type ApiErrorBody = Omit<ApiError, 'code'> & { code: ErrorCode | null };

/**
 * What the API client throws for an answer that is not OK. The message keeps the spec's contract,
 * "{status}: {body}", for screens that show it; the status and the body's `code` are read once
 * here, so decisions are made on the code, never on the words of a message.
 */
export class ApiRequestError extends Error {
  /** The JSON error body; null when the answer had none (an empty body, a proxy's page). */
  readonly body: ApiErrorBody | null;
  readonly code: ErrorCode | null;

  constructor(
    readonly status: number,
    /** The answer's text, or its status text when the body was empty. */
    readonly text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiRequestError';
    this.body = parseErrorBody(text);
    this.code = this.body?.code ?? null;
  }
}

/**
 * apiErrorSchema's shape, checked by hand: every screen shows errors, and the ones a visitor lands
 * on first carry no zod (first-screen-bundle.test.ts).
 */
function parseErrorBody(text: string): ApiErrorBody | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.message !== 'string') return null;
  const { errors } = value;
  const fieldErrors =
    errors === undefined ||
    (isRecord(errors) && Object.values(errors).every((message) => typeof message === 'string'));
  if (!fieldErrors) return null;
  return {
    code: isErrorCode(value.code) ? value.code : null,
    message: value.message,
    ...(errors === undefined ? {} : { errors: errors as Record<string, string> }),
  };
}
