import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { suspendedMessage } from '@/shared/contracts/moderation-rules.ts';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign-in forms', () => {
  it('take back the server’s refusal as soon as the person edits', async () => {
    stubFetch(Response.json({ message: 'Invalid e-mail or password' }, { status: 401 }));
    renderWithClient(<LoginForm returnTo={null} />);
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Invalid e-mail or password',
    );

    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'right-password' } });

    await waitFor(() => expect(screen.queryByText('Invalid e-mail or password')).toBeNull());
  });

  it('stop each field at the length the server accepts', () => {
    renderWithClient(<RegisterForm />);
    const maxLength = (label: string) => screen.getByLabelText(label).getAttribute('maxlength');
    expect(maxLength('First name')).toBe('80');
    expect(maxLength('Last name')).toBe('80');
    expect(maxLength('Email')).toBe('254');
    expect(maxLength('Password')).toBe('128');
  });

  it('let a password chosen under the old, longer limit still be typed to sign in', () => {
    renderWithClient(<LoginForm returnTo={null} />);
    expect(screen.getByLabelText('Password').getAttribute('maxlength')).toBe('1024');
  });

  it('offer a way back in to whoever forgot their password', () => {
    renderWithClient(<LoginForm returnTo={null} />);
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('show a suspended person the server’s reason and end date, in full at 375 px', async () => {
    const reason = `Spam links in every message ${'x'.repeat(500)}`;
    const message = suspendedMessage(reason, '2026-12-24T00:00:00.000Z');
    stubFetch(Response.json({ code: 'account_suspended', message }, { status: 403 }));
    renderWithClient(<LoginForm returnTo={null} />);
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `Your account is suspended until December 24, 2026. Reason: ${reason}`,
    );
    const text = within(alert).getByText(message);
    expect(text.className).toContain('[overflow-wrap:anywhere]');
    expect(text.className).toContain('min-w-0');
  });
});
