import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/tests/client/render.tsx';
import { navigateTo } from './navigation.ts';
import { signOut } from './sign-out.ts';

vi.mock('./navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./navigation.ts')>()),
  navigateTo: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(navigateTo).mockClear();
});

describe('signOut', () => {
  it('POSTs to the sign-out address, then loads the landing page', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await signOut();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
    expect(navigateTo).toHaveBeenCalledWith('/');
  });

  it("goes on to the provider's end-session page when the server names one", async () => {
    stubFetch(Response.json({ redirectTo: 'https://id.example/session/end?x=1' }));
    await signOut();
    expect(navigateTo).toHaveBeenCalledWith('https://id.example/session/end?x=1');
  });

  it('signs out by the same-site navigation when the POST fails', async () => {
    stubFetch(new Response('nope', { status: 500 }));
    await signOut();
    expect(navigateTo).toHaveBeenCalledWith('/api/logout');
  });
});
