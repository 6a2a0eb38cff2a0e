import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithClient } from '@/tests/client/render.tsx';
import { ForgotPasswordPage } from './forgot-password.tsx';

afterEach(cleanup);

describe('ForgotPasswordPage', () => {
  it('asks for the address, with the way back to sign in', () => {
    renderWithClient(<ForgotPasswordPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(document.title).toBe('Forgot password · Beta Harbor');
  });
});
