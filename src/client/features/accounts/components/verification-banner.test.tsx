import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { makeUser } from '@/tests/client/fixtures.ts';
import { fetchedUrls, renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { VerificationBanner } from './verification-banner.tsx';

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const unverified = makeUser({ email: 'ada@example.com', emailVerified: false });

function renderBanner(user = unverified) {
  renderWithClient(
    <>
      <VerificationBanner user={user} />
      <Toaster />
    </>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'E-mail verification' });

describe('VerificationBanner', () => {
  it('says the address is not verified yet, and is gone once it is', () => {
    stubFetch();
    renderBanner();
    expect(banner()?.textContent).toContain(
      'Your e-mail address ada@example.com is not verified yet.',
    );
    cleanup();
    renderBanner(makeUser({ emailVerified: true }));
    expect(banner()).toBeNull();
  });

  it('is not shown on the screen a verification link opens', () => {
    stubFetch();
    window.history.replaceState(null, '', '/verify-email?token=abc');
    renderBanner();
    expect(banner()).toBeNull();
  });

  it('resends the link from the keyboard and toasts where it went', async () => {
    const fetchMock = stubFetch(Response.json({ email: 'ada@example.com' }));
    renderBanner();
    const button = within(banner() as HTMLElement).getByRole('button', { name: 'Resend link' });
    button.focus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('We sent a new link to ada@example.com.')).toBeVisible();
    expect(screen.getByText('Link sent')).toBeVisible();
    expect(fetchedUrls(fetchMock)).toEqual(['/api/auth/resend-verification']);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it("shows the server's reason when no link was sent", async () => {
    stubFetch(
      Response.json(
        { message: 'Too many verification e-mails; try again in 42 minutes' },
        { status: 429 },
      ),
    );
    renderBanner();
    (await screen.findByRole('button', { name: 'Resend link' })).click();
    await waitFor(() =>
      expect(
        screen.getByText('Too many verification e-mails; try again in 42 minutes'),
      ).toBeVisible(),
    );
  });
});
