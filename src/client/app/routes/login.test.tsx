import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { LoginPage } from './login.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Login screen', () => {
  it('opens on "Create account" when a Join Free button sent the visitor', () => {
    stubFetch();
    window.history.replaceState(null, '', '/login?returnTo=%2F&tab=create-account');
    renderWithClient(<LoginPage />);

    const tab = screen.getByRole('tab', { name: 'Create account' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('opens on "Sign in" otherwise', () => {
    stubFetch();
    window.history.replaceState(null, '', '/login?returnTo=%2F');
    renderWithClient(<LoginPage />);

    expect(screen.getByRole('tab', { name: 'Sign in' }).getAttribute('aria-selected')).toBe('true');
  });
});
