import { cleanup, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { EmailChangeConfirmation } from './email-change-confirmation.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderScreen = (token: string | null, signedIn = false) =>
  renderWithClient(
    <StrictMode>
      <EmailChangeConfirmation token={token} signedIn={signedIn} />
    </StrictMode>,
  );

describe('EmailChangeConfirmation', () => {
  it('sends the token once as it opens and shows the new address', async () => {
    const fetchMock = stubFetch(Response.json({ email: 'new@example.com' }));
    renderScreen('the-token', true);

    expect(screen.getByRole('heading', { name: 'Confirming your new address' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address is changed' }),
    ).toBeVisible();
    expect(screen.getByText('new@example.com')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    const confirmCalls = fetchMock.mock.calls.filter(
      ([url]) => url === '/api/auth/confirm-email-change',
    );
    expect(confirmCalls).toHaveLength(1);
    expect(JSON.parse(String(confirmCalls[0]?.[1]?.body))).toEqual({ token: 'the-token' });
  });

  it('shows why a used or expired link did not work', async () => {
    const message =
      'This link is not valid: it may have expired or been used already. Ask for a new one.';
    stubFetch(Response.json({ message, errors: { token: message } }, { status: 400 }));
    renderScreen('used-token');
    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeVisible();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Go to Beta Harbor' })).toHaveAttribute('href', '/');
  });

  it('says when the address was taken meanwhile', async () => {
    const message = 'Another account now uses this address, so yours was not changed.';
    stubFetch(Response.json({ message }, { status: 409 }));
    renderScreen('the-token');
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('asks for the link again when it has no token, calling nothing', () => {
    const fetchMock = stubFetch();
    renderScreen(null);
    expect(screen.getByRole('alert').textContent).toMatch(/missing its code/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
