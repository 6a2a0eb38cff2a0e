import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { SSO_PASSWORD_MESSAGE } from '@/shared/contracts/account-settings.ts';
import { makeUser } from '@/tests/client/fixtures.ts';
import { stubPendingFetch } from '@/tests/client/pending-fetch.ts';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { PasswordForm } from './password-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderForm = (user = makeUser()) =>
  renderWithClient(
    <>
      <PasswordForm user={user} />
      <Toaster />
    </>,
  );
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fillAndSubmit = (current: string, next: string) => {
  type('Current password', current);
  type('New password', next);
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
};

describe('PasswordForm', () => {
  it('changes the password, clears the fields and says other sessions ended', async () => {
    const { fetchMock, answer } = stubPendingFetch();
    renderForm();
    fillAndSubmit('correct horse battery', 'a brand new passphrase');

    expect(await screen.findByRole('button', { name: 'Changing...' })).toHaveProperty(
      'disabled',
      true,
    );
    answer(new Response(null, { status: 204 }));
    expect(await screen.findByText('Password changed')).toBeVisible();
    expect(screen.getByText(/everywhere else you have been signed out/)).toBeVisible();
    expect(screen.getByLabelText<HTMLInputElement>('Current password').value).toBe('');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/change-password');
    expect(JSON.parse(String(init?.body))).toEqual({
      currentPassword: 'correct horse battery',
      newPassword: 'a brand new passphrase',
    });
  });

  it('refuses a short new password beside the field, without calling the server', async () => {
    const fetchMock = stubFetch();
    renderForm();
    fillAndSubmit('correct horse battery', 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong current password beside that field', async () => {
    stubFetch(
      Response.json(
        {
          message: 'Your current password is not right',
          errors: { currentPassword: 'Your current password is not right' },
        },
        { status: 400 },
      ),
    );
    renderForm();
    fillAndSubmit('wrong guess', 'a brand new passphrase');
    expect(await screen.findByText('Your current password is not right')).toBeVisible();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  });

  it('explains, in place of the form, that a single sign-on account has no password here', async () => {
    const message =
      'You sign in with your single sign-on provider, so there is no password to change here. Change it with your provider.';
    stubFetch(Response.json({ code: 'sso_account', message }, { status: 409 }));
    renderForm();
    fillAndSubmit('anything', 'a brand new passphrase');
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('decides by the code: a conflict of another kind is a toast, and the form stays', async () => {
    const message = 'Another account now uses this address';
    stubFetch(Response.json({ code: 'email_taken', message }, { status: 409 }));
    renderForm();
    fillAndSubmit('anything', 'a brand new passphrase');
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText('Current password')).toBeEnabled();
  });

  it('shows a single sign-on account that explanation at once, with no form to fill', () => {
    renderForm(makeUser({ hasPassword: false }));
    expect(screen.getByText(SSO_PASSWORD_MESSAGE)).toBeVisible();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });
});
