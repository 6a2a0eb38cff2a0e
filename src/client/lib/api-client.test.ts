import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getQueryFn } from './api-client.ts';
import { ApiRequestError } from './api-request-error.ts';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends a JSON body with credentials and its content type', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { ok: true }));

    const res = await apiRequest('PUT', '/api/auth/profile', { phone: '123' });

    expect(await res.json()).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/profile', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{"phone":"123"}',
      credentials: 'include',
    });
  });

  it('sends no body and no content type without data', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));

    await apiRequest('DELETE', '/api/saved/1');

    expect(fetchMock).toHaveBeenCalledWith('/api/saved/1', {
      method: 'DELETE',
      headers: {},
      body: undefined,
      credentials: 'include',
    });
  });

  it('throws "{status}: {body}" on a non-OK answer', async () => {
    stubFetch(jsonResponse(409, { message: 'This beta is closed to new testers' }));

    await expect(apiRequest('POST', '/api/interests', {})).rejects.toThrow(
      '409: {"message":"This beta is closed to new testers"}',
    );
  });

  it('carries the status and the code of the error body, for decisions', async () => {
    stubFetch(jsonResponse(409, { code: 'listing_closed', message: 'This beta is closed' }));

    const refusal = apiRequest('POST', '/api/interests', {});

    await expect(refusal).rejects.toMatchObject({ status: 409, code: 'listing_closed' });
    await expect(refusal).rejects.toBeInstanceOf(ApiRequestError);
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));

    await expect(apiRequest('GET', '/api/software')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('getQueryFn', () => {
  const client = new QueryClient();

  it('GETs the URL made by joining the query key with slashes', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { id: 'abc' }));

    const data = await client.fetchQuery({
      queryKey: ['/api/software', 'abc'],
      queryFn: getQueryFn(),
    });

    expect(data).toEqual({ id: 'abc' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/software/abc');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('throws on 401 like any failure', async () => {
    stubFetch(jsonResponse(401, { message: 'Unauthorized' }));

    await expect(
      client.fetchQuery({ queryKey: ['/api/saved'], queryFn: getQueryFn() }),
    ).rejects.toThrow('401: {"message":"Unauthorized"}');
  });
});
