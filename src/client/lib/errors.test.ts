import { describe, expect, it } from 'vitest';
import {
  errorStatus,
  humanErrorMessage,
  isMissingError,
  isUnauthorizedError,
  parseApiError,
} from './errors.ts';

describe('isUnauthorizedError', () => {
  it('recognises the lost-session error', () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
  });

  it('rejects other 401s and other statuses', () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Invalid e-mail or password"}'))).toBe(
      false,
    );
    expect(isUnauthorizedError(new Error('403: {"message":"Unauthorized"}'))).toBe(false);
  });
});

describe('humanErrorMessage', () => {
  it("takes the server's message from the JSON body", () => {
    expect(humanErrorMessage(new Error('409: {"message":"Already joined"}'))).toBe(
      'Already joined',
    );
  });

  it('falls back to the raw text after the status', () => {
    expect(humanErrorMessage(new Error('502: Bad Gateway'))).toBe('Bad Gateway');
    expect(humanErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});

describe('parseApiError', () => {
  it('returns the field errors of a validation failure', () => {
    const error = new Error('400: {"message":"Invalid","errors":{"phone":"Phone is required"}}');
    expect(parseApiError(error)?.errors).toEqual({ phone: 'Phone is required' });
  });

  it('returns null for a body that is not the error shape', () => {
    expect(parseApiError(new Error('500: <html></html>'))).toBeNull();
    expect(parseApiError(new Error('500: {"error":1}'))).toBeNull();
    expect(parseApiError(new Error('400: {"message":"Invalid","errors":["phone"]}'))).toBeNull();
    expect(parseApiError(new Error('400: {"message":"Invalid","errors":{"phone":1}}'))).toBeNull();
  });
});

describe('errorStatus', () => {
  it('reads the status an API client error starts with', () => {
    expect(errorStatus(new Error('404: {"message":"Not found"}'))).toBe(404);
  });

  it('is null for failures that never reached the server', () => {
    expect(errorStatus(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('isMissingError', () => {
  it('treats a malformed id like an unknown one', () => {
    expect(isMissingError(new Error('404: {"message":"Not found"}'))).toBe(true);
    expect(isMissingError(new Error('400: {"message":"Invalid id"}'))).toBe(true);
  });

  it('leaves server and network failures to be retried', () => {
    expect(isMissingError(new Error('500: Internal Server Error'))).toBe(false);
    expect(isMissingError(new TypeError('Failed to fetch'))).toBe(false);
  });
});
