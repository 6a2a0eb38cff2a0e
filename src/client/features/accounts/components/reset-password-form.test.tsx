import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/client/lib/query-keys.ts';
import { makeUser } from '@/tests/client/fixtures.ts';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const INVALID_LINK =
  'This link is not valid: it may have expired or been used already. Ask for a new one.';
const COMMON =
  'This password is one of the most common ones, so it is easy to guess. Choose another: a few unrelated words make a strong one.';

const choose = (password: string) => {
  fireEvent.input(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
};

describe('ResetPasswordForm', () => {
  it('sends the token with the new password and signs the user in', async () => {
    const user = makeUser();
    const fetchMock = stubFetch(Response.json(user));
    const onReset = vi.fn();
    const { client } = renderWithClient(<ResetPasswordForm token="tok-123" onReset={onReset} />);
    choose('lighthouse keeper 42');
    expect(await screen.findByRole('button', { name: 'Saving password...' })).toHaveProperty(
      'disabled',
      true,
    );
    await waitFor(() =>
      expect(onReset).toHaveBeenCalledWith(user, expect.anything(), undefined, expect.anything()),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/reset-password');
    expect(JSON.parse(String(init?.body))).toEqual({
      token: 'tok-123',
      password: 'lighthouse keeper 42',
    });
    expect(client.getQueryData(queryKeys.session)).toEqual(user);
  });

  it('shows the server’s refusal of a password under the field', async () => {
    stubFetch(Response.json({ message: COMMON, errors: { password: COMMON } }, { status: 400 }));
    renderWithClient(<ResetPasswordForm token="tok-123" onReset={vi.fn()} />);
    choose('password123');
    const field = screen.getByLabelText('New password');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(describedBy).toContain('reset-password-error');
    expect(document.getElementById('reset-password-error')?.textContent).toBe(COMMON);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the link does not work, with a way to ask for a new one', async () => {
    stubFetch(
      Response.json({ message: INVALID_LINK, errors: { token: INVALID_LINK } }, { status: 400 }),
    );
    renderWithClient(<ResetPasswordForm token="used" onReset={vi.fn()} />);
    choose('lighthouse keeper 42');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('checks the length before sending anything', async () => {
    const fetchMock = stubFetch();
    renderWithClient(<ResetPasswordForm token="tok-123" onReset={vi.fn()} />);
    choose('short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
