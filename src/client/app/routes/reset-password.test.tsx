import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { makeUser } from '@/client/test/fixtures.ts';
import { renderWithClient, stubFetch } from '@/client/test/render.tsx';
import { ResetPasswordPage } from './reset-password.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResetPasswordPage', () => {
  it('saves the new password for the link’s token, then goes to Browse with a toast', async () => {
    window.history.replaceState(null, '', '/reset-password?token=from-the-mail');
    const fetchMock = stubFetch(Response.json(makeUser()));
    renderWithClient(
      <>
        <ResetPasswordPage />
        <Toaster />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    fireEvent.input(screen.getByLabelText('New password'), {
      target: { value: 'lighthouse keeper 42' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByText('Password changed')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/browse'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).token).toBe('from-the-mail');
  });

  it('explains a link without its token and offers a new one', () => {
    window.history.replaceState(null, '', '/reset-password');
    renderWithClient(<ResetPasswordPage />);
    expect(screen.getByRole('alert').textContent).toContain('This link is incomplete');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
