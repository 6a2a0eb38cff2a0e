import type { ToastInput } from '@/client/hooks/use-toast.ts';
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from '@/shared/constants.ts';
import { humanErrorMessage, isUnauthorizedError } from './errors.ts';
import { currentPath, loginUrl, navigateTo } from './navigation.ts';

/**
 * The spec's mutation error flow. A lost session warns, then signs in again after a short delay
 * so the toast can be read; any other failure shows the server's message, or the fixed text a
 * screen prefers (e.g. "Failed to update profile").
 */
export function handleMutationError(
  toast: (input: ToastInput) => unknown,
  error: unknown,
  fixedMessage?: string,
): void {
  if (isUnauthorizedError(error)) {
    toast({
      variant: 'destructive',
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
    });
    setTimeout(() => navigateTo(loginUrl(currentPath())), UNAUTHORIZED_REDIRECT_DELAY_MS);
    return;
  }
  toast({
    variant: 'destructive',
    title: 'Error',
    description: fixedMessage ?? humanErrorMessage(error),
  });
}
