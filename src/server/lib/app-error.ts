import { UNAUTHORIZED_MESSAGE } from '@/shared/constants.ts';
import type { ErrorCode } from '@/shared/contracts/error-codes.ts';
import { formatWait } from './format-wait.ts';

/**
 * A failure a client caused or may see; the errors plugin turns it into the JSON error shape. The
 * code is what clients decide by, so each throw names the situation, not only the status.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: ErrorCode, message: string, errors?: Record<string, string>) =>
  new AppError(400, code, message, errors);
export const unauthorized = () => new AppError(401, 'unauthorized', UNAUTHORIZED_MESSAGE);
export const forbidden = (code: ErrorCode, message: string) => new AppError(403, code, message);
export const notFound = (code: ErrorCode, message: string) => new AppError(404, code, message);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);

/**
 * A 429 that tells the client when to come back: in words in the message, in seconds in the
 * Retry-After header the errors plugin sends.
 */
export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    what = 'attempts',
  ) {
    super(429, 'rate_limited', `Too many ${what}; try again in ${formatWait(retryAfterSeconds)}`);
  }
}

/**
 * A 503 for work the server has no room for right now, though it will in a moment; the errors
 * plugin sends `retryAfterSeconds` as Retry-After.
 */
export class ServiceBusyError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, 'service_busy', message);
  }
}
