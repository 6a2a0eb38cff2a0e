import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient, stubFetch } from '../../../test/render.tsx';
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
    renderWithClient(<RegisterForm returnTo={null} />);
    const maxLength = (label: string) => screen.getByLabelText(label).getAttribute('maxlength');
    expect(maxLength('First name')).toBe('80');
    expect(maxLength('Last name')).toBe('80');
    expect(maxLength('Email')).toBe('254');
    expect(maxLength('Password')).toBe('256');
  });
});
