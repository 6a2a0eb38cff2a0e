import { authPaths, LOGIN_TAB_PARAM, SIGN_UP_TAB } from '@/shared/contracts/session.ts';

/**
 * The sign-in navigation; the server brings the browser back to `returnTo` afterwards. With
 * `signUp` the product's own screen opens on "Create account".
 */
export function loginUrl(returnTo?: string, { signUp = false } = {}): string {
  const query = new URLSearchParams();
  if (returnTo && returnTo !== '/') query.set('returnTo', returnTo);
  if (signUp) query.set(LOGIN_TAB_PARAM, SIGN_UP_TAB);
  const search = query.toString();
  return search ? `${authPaths.loginPage}?${search}` : authPaths.loginPage;
}

export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

/** A full page load, not a client-side route change: the app boots again with the new session. */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
