import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE } from '@/shared/contracts/password-reset.ts';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ask = (email: string) => {
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
};

describe('ForgotPasswordForm', () => {
  it('sends the address and then says what happens next, as the server words it', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn<typeof fetch>(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithClient(<ForgotPasswordForm />);
    ask('Ada@Example.com');
    expect(await screen.findByRole('button', { name: 'Sending link...' })).toHaveProperty(
      'disabled',
      true,
    );
    answer(Response.json({ message: FORGOT_PASSWORD_MESSAGE }, { status: 202 }));
    expect((await screen.findByRole('status')).textContent).toContain(
      "If an account exists for that address, we've sent a link to reset the password.",
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/forgot-password');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com' });
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('checks the address before sending anything', async () => {
    const fetchMock = stubFetch();
    renderWithClient(<ForgotPasswordForm />);
    ask('not-an-address');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a refusal with when to try again', async () => {
    stubFetch(
      Response.json({ message: 'Too many attempts; try again in 1 hour' }, { status: 429 }),
    );
    renderWithClient(<ForgotPasswordForm />);
    ask('ada@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts; try again in 1 hour',
    );
  });
});
