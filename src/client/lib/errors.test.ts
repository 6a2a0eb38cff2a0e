import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-request-error.ts';
import {
  errorCode,
  errorStatus,
  humanErrorMessage,
  isMissingError,
  isUnauthorizedError,
  parseApiError,
} from './errors.ts';

/** The error the API client throws for this answer: status and body as the server sent them. */
const answered = (status: number, body: string) => new ApiRequestError(status, body);

describe('isUnauthorizedError', () => {
  it('recognises the lost-session error', () => {
    expect(
      isUnauthorizedError(answered(401, '{"code":"unauthorized","message":"Unauthorized"}')),
    ).toBe(true);
  });

  it('rejects other 401s and other statuses', () => {
    expect(
      isUnauthorizedError(
        answered(401, '{"code":"invalid_credentials","message":"Invalid e-mail or password"}'),
      ),
    ).toBe(false);
    expect(isUnauthorizedError(answered(403, '{"message":"Unauthorized"}'))).toBe(false);
  });

  it('decides by the code, not by the words of the message', () => {
    expect(
      isUnauthorizedError(answered(401, '{"code":"unauthorized","message":"Signed out"}')),
    ).toBe(true);
    expect(isUnauthorizedError(answered(401, '{"message":"Unauthorized"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: {"code":"unauthorized","message":"x"}'))).toBe(
      false,
    );
  });
});

describe('humanErrorMessage', () => {
  it("takes the server's message from the JSON body", () => {
    expect(humanErrorMessage(answered(409, '{"message":"Already joined"}'))).toBe('Already joined');
  });

  it('falls back to the raw text after the status', () => {
    expect(humanErrorMessage(answered(502, 'Bad Gateway'))).toBe('Bad Gateway');
    expect(humanErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('shows the message of a code this client does not know yet', () => {
    const error = answered(409, '{"code":"some_new_rule","message":"A newer refusal"}');
    expect(humanErrorMessage(error)).toBe('A newer refusal');
    expect(errorCode(error)).toBeNull();
  });
});

describe('parseApiError', () => {
  it('returns the field errors of a validation failure', () => {
    const error = answered(
      400,
      '{"code":"validation_failed","message":"Invalid","errors":{"phone":"Phone is required"}}',
    );
    expect(parseApiError(error)?.errors).toEqual({ phone: 'Phone is required' });
  });

  it('returns null for a body that is not the error shape', () => {
    expect(parseApiError(answered(500, '<html></html>'))).toBeNull();
    expect(parseApiError(answered(500, '{"error":1}'))).toBeNull();
    expect(parseApiError(answered(400, '{"message":"Invalid","errors":["phone"]}'))).toBeNull();
    expect(parseApiError(answered(400, '{"message":"Invalid","errors":{"phone":1}}'))).toBeNull();
  });
});

describe('errorStatus and errorCode', () => {
  it('read the status and the code an API client error carries', () => {
    const error = answered(404, '{"code":"listing_not_found","message":"Software not found"}');
    expect(errorStatus(error)).toBe(404);
    expect(errorCode(error)).toBe('listing_not_found');
    expect(error.message).toBe('404: {"code":"listing_not_found","message":"Software not found"}');
  });

  it('are null for failures that never reached the server', () => {
    expect(errorStatus(new TypeError('Failed to fetch'))).toBeNull();
    expect(errorCode(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('isMissingError', () => {
  it('treats a malformed id like an unknown one', () => {
    expect(
      isMissingError(answered(404, '{"code":"listing_not_found","message":"Not found"}')),
    ).toBe(true);
    expect(isMissingError(answered(404, '{"code":"not_found","message":"Invalid id"}'))).toBe(true);
  });

  it('leaves server and network failures to be retried', () => {
    expect(isMissingError(answered(500, 'Internal Server Error'))).toBe(false);
    expect(isMissingError(new TypeError('Failed to fetch'))).toBe(false);
  });
});
