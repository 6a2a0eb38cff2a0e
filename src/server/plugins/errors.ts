import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isDataException } from '@/server/db/driver-errors.ts';
import { AppError, ServiceBusyError, TooManyRequestsError } from '@/server/lib/app-error.ts';
import type { ErrorCode } from '@/shared/contracts/error-codes.ts';
import type { ApiError } from '@/shared/contracts/errors.ts';

/** One place maps every failure to `{ code, message, errors? }`; stack traces stay in the log. */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError || error instanceof ServiceBusyError) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply.status(error.statusCode).send(body(error.code, error.message, error.errors));
    }
    // A malformed id in the path names nothing that exists: that is a 404, not a bad request.
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      return reply.status(404).send(body('not_found', 'Not found'));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        errors[field || error.validationContext || 'body'] ??= issue.message ?? 'Invalid value';
      }
      const firstMessage = Object.values(errors)[0] ?? 'Invalid request';
      return reply.status(400).send(body('validation_failed', firstMessage, errors));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(
          body(
            'service_unavailable',
            'The service is briefly unavailable; please try again in a moment',
          ),
        );
    }
    if (isDataException(error)) {
      // The database refused a value that validation let through: the request's fault, and a gap
      // in validation worth hearing about.
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.status(400).send(body('validation_failed', 'Invalid value'));
    }
    if (clientWentAway(request, error)) {
      // Nobody reads this answer; it is the client's doing, not a fault worth a warning.
      request.log.info({ code: error.code }, 'client closed the connection mid-request');
      return reply.status(400).send(body('request_aborted', 'The request was cut off'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(body('internal_error', 'Internal Server Error'));
    }
    return reply.status(status).send(body(clientCode(status), clientMessage(error, status)));
  });
});

/** The error is the request's own socket failing because the client hung up. */
function clientWentAway(request: FastifyRequest, error: FastifyError): boolean {
  return (
    (error.code === 'ECONNRESET' || error.code === 'EPIPE') &&
    Boolean(request.raw.socket?.destroyed)
  );
}

function body(code: ErrorCode, message: string, errors?: Record<string, string>): ApiError {
  return errors ? { code, message, errors } : { code, message };
}

/**
 * Fastify's own 4xx errors and @fastify/rate-limit's refusals (thrown as plain objects with a
 * status) carry no code of ours: their status says which it is.
 */
const FRAMEWORK_CODES: Partial<Record<number, ErrorCode>> = {
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};
const clientCode = (status: number): ErrorCode => FRAMEWORK_CODES[status] ?? 'bad_request';

/** Fastify's own 4xx errors (bad JSON, wrong content type, too large) keep their message. */
function clientMessage(error: FastifyError, status: number): string {
  if (status === 415) return 'Unsupported Media Type: send application/json';
  if (status === 413) return 'Payload Too Large';
  return error.message || 'Bad Request';
}

/**
 * Errors Fastify raises before routing (a malformed percent-encoding, an over-long path
 * parameter) in the API's error shape. A path that cannot be decoded names nothing: 404.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(404).send(body('not_found', 'Not found'));
  }
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return reply
    .status(status)
    .send(body(clientCode(status), status === 414 ? 'URI Too Long' : 'Bad Request'));
}
