import { authPaths } from '@/shared/contracts/session.ts';

/** The sign-in navigation; the server brings the browser back to `returnTo` afterwards. */
export function loginUrl(returnTo?: string): string {
  if (!returnTo || returnTo === '/') return authPaths.loginPage;
  return `${authPaths.loginPage}?returnTo=${encodeURIComponent(returnTo)}`;
}

export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

/** A full page load, not a client-side route change: the app boots again with the new session. */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
