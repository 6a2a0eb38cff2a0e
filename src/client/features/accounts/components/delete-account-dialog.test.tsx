import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { AccountDataSection } from './account-data-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const refusal = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderSection(hasPassword: boolean) {
  window.history.replaceState(null, '', '/profile');
  const rendered = renderWithClient(
    <>
      <AccountDataSection user={{ hasPassword }} />
      <Toaster />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  return rendered;
}

const submit = () =>
  fireEvent.click(screen.getAllByRole('button', { name: 'Delete account' }).at(-1) as HTMLElement);

describe('AccountDataSection', () => {
  it('downloads the export address', async () => {
    const fetchMock = stubFetch(
      Response.json({ message: 'Too many attempts; try again in 15 minutes' }, { status: 429 }),
    );
    renderWithClient(
      <>
        <AccountDataSection user={{ hasPassword: true }} />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Too many attempts; try again in 15 minutes')).toBeVisible();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/auth/user/export');
  });
});

describe('DeleteAccountDialog', () => {
  it('asks for the password, sends it, then signs out to home with a toast', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    const { client } = renderSection(true);
    client.setQueryData(['/api/auth/session'], { id: 'someone' });
    client.setQueryData(['/api/saved'], []);

    expect(screen.getByRole('alertdialog', { name: 'Delete your account?' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Delete account' }).at(-1)).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'my password' } });
    submit();

    expect(await screen.findByText('Your account has been deleted')).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/user');
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'my password' });
    expect(window.location.pathname).toBe('/');
    expect(client.getQueryData(['/api/auth/session'])).toBeNull();
    expect(client.getQueryData(['/api/saved'])).toBeUndefined();
  });

  it('shows a wrong password under the field and stays open', async () => {
    stubFetch(
      refusal(400, {
        message: 'That password is not right',
        errors: { password: 'That password is not right' },
      }),
    );
    renderSection(true);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    submit();

    expect(await screen.findByText('That password is not right')).toBeVisible();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alertdialog')).toBeVisible();
    expect(window.location.pathname).toBe('/profile');
  });

  it('says why the last admin cannot leave', async () => {
    stubFetch(refusal(409, { message: 'You are the only admin; make someone else Admin first.' }));
    renderSection(true);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right' } });
    submit();

    expect((await screen.findByRole('alert')).textContent).toContain(
      'You are the only admin; make someone else Admin first.',
    );
  });

  it('asks an account without a password to type DELETE instead', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    renderSection(false);
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), {
      target: { value: 'DELETE' },
    });
    submit();

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      confirmation: 'DELETE',
    });
  });
});
