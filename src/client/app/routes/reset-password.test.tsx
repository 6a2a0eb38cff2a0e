import { useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { queryKeys } from '@/client/lib/query-keys.ts';
import { makeUser } from '@/tests/client/fixtures.ts';
import { fetchedUrls, renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { ResetPasswordPage } from './reset-password.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const INVALID_LINK =
  'This link is not valid: it may have expired or been used already. Ask for a new one.';
const linkWorks = () => new Response(null, { status: 204 });
const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body));

// As the router does: a session swaps the signed-out routes for the signed-in ones, and the
// screen is drawn afresh there before moving on to Browse.
function AsTheRouterDraws() {
  const { data: user } = useQuery({ queryKey: queryKeys.session, queryFn: () => null });
  return <ResetPasswordPage key={user ? 'signed-in' : 'signed-out'} />;
}

describe('ResetPasswordPage', () => {
  it('checks the link, then saves the new password for its token and goes to Browse', async () => {
    window.history.replaceState(null, '', '/reset-password?token=from-the-mail');
    const fetchMock = stubFetch(linkWorks(), Response.json(makeUser()));
    renderWithClient(
      <>
        <ResetPasswordPage />
        <Toaster />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Checking the link' })).toBeVisible();
    fireEvent.input(await screen.findByLabelText('New password'), {
      target: { value: 'lighthouse keeper 42' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByText('Password changed')).toBeVisible();
    await waitFor(() => expect(window.location.pathname).toBe('/browse'));
    const [check, reset] = fetchMock.mock.calls;
    expect(check?.[0]).toBe('/api/auth/reset-password/check');
    expect(bodyOf(check)).toEqual({ token: 'from-the-mail' });
    expect(bodyOf(reset).token).toBe('from-the-mail');
  });

  it('does not check the spent link again when the screen is drawn anew, signed in', async () => {
    window.history.replaceState(null, '', '/reset-password?token=from-the-mail');
    const fetchMock = stubFetch(linkWorks(), Response.json(makeUser()));
    renderWithClient(<AsTheRouterDraws />);
    fireEvent.input(await screen.findByLabelText('New password'), {
      target: { value: 'lighthouse keeper 42' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set New Password' }));

    await waitFor(() => expect(window.location.pathname).toBe('/browse'));
    expect(fetchedUrls(fetchMock)).toEqual([
      '/api/auth/reset-password/check',
      '/api/auth/reset-password',
    ]);
  });

  it('says at once that a used or expired link no longer works, with no form to fill', async () => {
    window.history.replaceState(null, '', '/reset-password?token=used-already');
    stubFetch(
      Response.json(
        { code: 'invalid_link', message: INVALID_LINK, errors: { token: INVALID_LINK } },
        { status: 400 },
      ),
    );
    renderWithClient(<ResetPasswordPage />);

    expect((await screen.findByRole('alert')).textContent).toContain(INVALID_LINK);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set New Password' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('offers another try when the check itself fails, then shows the form', async () => {
    window.history.replaceState(null, '', '/reset-password?token=from-the-mail');
    stubFetch(
      Response.json(
        { code: 'rate_limited', message: 'Too many requests; try again in 1 minute' },
        { status: 429 },
      ),
      linkWorks(),
    );
    renderWithClient(<ResetPasswordPage />);

    expect((await screen.findByRole('alert')).textContent).toContain('try again in 1 minute');
    expect(screen.queryByRole('link', { name: 'Ask for a new link' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('New password')).toBeEnabled();
  });

  it('explains a link without its token and offers a new one', () => {
    window.history.replaceState(null, '', '/reset-password');
    const fetchMock = stubFetch();
    renderWithClient(<ResetPasswordPage />);
    expect(screen.getByRole('alert').textContent).toContain('This link is incomplete');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
