import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-request-error.ts';
import { reReadSessionOnUnauthorized } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

const refusal = (status: number, code: string) =>
  new ApiRequestError(status, JSON.stringify({ code, message: 'No' }));

describe('reReadSessionOnUnauthorized', () => {
  it('re-reads the session when the API says the session is gone', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    reReadSessionOnUnauthorized(client, refusal(401, 'unauthorized'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.session });
  });

  it('leaves the session alone for other refusals, a wrong password among them', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    reReadSessionOnUnauthorized(client, refusal(401, 'invalid_credentials'));
    reReadSessionOnUnauthorized(client, refusal(403, 'account_suspended'));
    reReadSessionOnUnauthorized(client, new TypeError('Failed to fetch'));
    expect(invalidate).not.toHaveBeenCalled();
  });
});

describe('a page signing itself out', () => {
  it('does not re-read the session, so nothing sends it to sign-in while the next page loads', async () => {
    vi.resetModules();
    const signingOut = await import('./signing-out.ts');
    // Fresh modules: the flag lasts for the page's life, and must not reach the tests above.
    const fresh = await import('./query-client.ts');
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fresh.reReadSession(client);
    expect(invalidate).toHaveBeenCalledTimes(1);

    signingOut.startSigningOut();
    fresh.reReadSession(client);
    fresh.reReadSessionOnUnauthorized(client, refusal(401, 'unauthorized'));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
