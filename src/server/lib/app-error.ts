import { UNAUTHORIZED_MESSAGE } from '@/shared/constants.ts';
import { formatWait } from './format-wait.ts';

/** A failure a client caused or may see; the errors plugin turns it into the JSON error shape. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError(400, message, errors);
export const unauthorized = () => new AppError(401, UNAUTHORIZED_MESSAGE);
export const forbidden = (message = 'Forbidden') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/**
 * A 429 that tells the client when to come back: in words in the message, in seconds in the
 * Retry-After header the errors plugin sends.
 */
export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    what = 'attempts',
  ) {
    super(429, `Too many ${what}; try again in ${formatWait(retryAfterSeconds)}`);
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
    super(503, message);
  }
}
