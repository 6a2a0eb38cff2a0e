import { cleanup, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { queryKeys } from '@/client/lib/query-keys.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { makeUser } from '@/tests/client/fixtures.ts';
import { fetchedUrls, renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { MISSING_TOKEN_MESSAGE, VerifyEmailStatus } from './verify-email-status.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BAD_LINK =
  'This link is not valid: it may have expired or been used already. Ask for a new one.';
const refusal = () =>
  Response.json({ message: BAD_LINK, errors: { token: BAD_LINK } }, { status: 400 });

function renderStatus(token: string | null, user: User | null) {
  // StrictMode runs effects twice: the single-use token must still be sent once.
  return renderWithClient(
    <StrictMode>
      <VerifyEmailStatus token={token} user={user} />
      <Toaster />
    </StrictMode>,
  );
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('VerifyEmailStatus', () => {
  it('sends the token once on arrival and says the address is verified, with a way on', async () => {
    const fetchMock = stubFetch(Response.json(makeUser({ email: 'ada@example.com' })));
    renderStatus('tok-123', null);
    expect(screen.getByRole('heading', { name: 'Verifying your e-mail address' })).toBeVisible();

    await heading('Your e-mail address is verified');
    expect(screen.getByText('ada@example.com')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue to Beta Harbor' }).getAttribute('href')).toBe(
      '/',
    );
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(fetchedUrls(fetchMock)[0]).toBe('/api/auth/verify-email');
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ token: 'tok-123' });
  });

  it('tells a signed-out visitor the link signed them in, leaving the session for the next page', async () => {
    const fetchMock = stubFetch(Response.json(makeUser({ email: 'new@example.com' })));
    const { client } = renderStatus('tok-new', null);
    client.setQueryData(queryKeys.session, null);

    await heading('Your e-mail address is verified');
    expect(screen.getByText(/In the browser you signed up in, you are signed in/)).toBeVisible();
    // Continue is a full page load: the app boots again, signed in, and goes on to the profile.
    const next = screen.getByRole('link', { name: 'Continue to Beta Harbor' });
    expect(next.getAttribute('href')).toBe('/');
    expect(fetchedUrls(fetchMock)).toEqual(['/api/auth/verify-email']);
  });

  it("shows the server's reason and a resend button to a signed-in, unverified user", async () => {
    const fetchMock = stubFetch(refusal(), Response.json({ email: 'ada@example.com' }));
    renderStatus('used-token', makeUser({ emailVerified: false }));

    await heading('We could not verify your e-mail address');
    expect(screen.getByRole('alert').textContent).toBe(BAD_LINK);
    screen.getByRole('button', { name: 'Resend link' }).click();
    expect(await screen.findByText('We sent a new link to ada@example.com.')).toBeVisible();
    expect(fetchedUrls(fetchMock)).toEqual([
      '/api/auth/verify-email',
      '/api/auth/resend-verification',
    ]);
  });

  it('asks a signed-out visitor to sign in for a new link', async () => {
    stubFetch(refusal());
    renderStatus('expired-token', null);
    await heading('We could not verify your e-mail address');
    expect(screen.getByRole('link', { name: 'Sign in to ask for a new link' })).toHaveAttribute(
      'href',
      '/api/login',
    );
    expect(screen.queryByRole('button', { name: 'Resend link' })).toBeNull();
  });

  it('tells an already verified user so, without offering a resend', async () => {
    stubFetch(refusal());
    renderStatus('old-token', makeUser({ emailVerified: true }));
    await heading('We could not verify your e-mail address');
    expect(screen.getByText('Your e-mail address is verified already.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Resend link' })).toBeNull();
  });

  it('sends nothing for a link without a token, and says so', async () => {
    const fetchMock = stubFetch();
    renderStatus(null, makeUser({ emailVerified: false }));
    await heading('We could not verify your e-mail address');
    expect(screen.getByRole('alert').textContent).toBe(MISSING_TOKEN_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
