import { cleanup, fireEvent, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { EmailChangeCancellation } from './email-change-cancellation.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderScreen = (token: string | null) =>
  renderWithClient(
    <StrictMode>
      <EmailChangeCancellation token={token} />
    </StrictMode>,
  );

describe('EmailChangeCancellation', () => {
  it('cancels only when asked, then says so and offers a new password', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    renderScreen('the-token');
    // Opening the link (or a mail scanner following it) sends nothing.
    expect(
      screen.getByRole('heading', { name: 'Stop the change of your e-mail address?' }),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByRole('heading', { name: 'The change is cancelled' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a new password' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/cancel-email-change');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'the-token' });
  });

  it('shows why a spent or altered link did not work', async () => {
    const message =
      'This link is not valid: it may have expired or been used already. Ask for a new one.';
    stubFetch(Response.json({ message, errors: { token: message } }, { status: 400 }));
    renderScreen('spent-token');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeVisible();
    expect(screen.getByRole('alert').textContent).toBe(message);
  });

  it('asks for the whole link when it has no token, offering nothing to press', () => {
    const fetchMock = stubFetch();
    renderScreen(null);
    expect(screen.getByRole('alert').textContent).toMatch(/missing its code/);
    expect(screen.queryByRole('button', { name: 'Cancel the change' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
