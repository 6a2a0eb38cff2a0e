import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-request-error.ts';
import { handleMutationError } from './handle-mutation-error.ts';
import { navigateTo } from './navigation.ts';

vi.mock('./navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./navigation.ts')>()),
  navigateTo: vi.fn(),
}));

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/profile');
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('handleMutationError', () => {
  it('warns about a lost session, then signs in again after 500 ms', () => {
    const toast = vi.fn();

    handleMutationError(
      toast,
      new ApiRequestError(401, '{"code":"unauthorized","message":"Unauthorized"}'),
      'Failed to update profile',
    );

    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
    });
    vi.advanceTimersByTime(499);
    expect(navigateTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigateTo).toHaveBeenCalledWith('/api/login?returnTo=%2Fprofile');
  });

  it("shows the server's message for other failures", () => {
    const toast = vi.fn();

    handleMutationError(toast, new ApiRequestError(409, '{"message":"Already joined"}'));

    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Error',
      description: 'Already joined',
    });
    vi.runAllTimers();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('prefers the fixed text a screen passes', () => {
    const toast = vi.fn();

    handleMutationError(
      toast,
      new ApiRequestError(500, 'Internal Server Error'),
      'Failed to update profile',
    );

    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Error', description: 'Failed to update profile' }),
    );
  });
});
