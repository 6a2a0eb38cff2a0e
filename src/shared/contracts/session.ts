// What the app shell needs before any screen loads: kept free of zod so that the landing page's
// first paint does not carry the schema library.

export const authPaths = {
  /** The current user; 401 when signed out, for API clients. */
  user: '/api/auth/user',
  /** The SPA's session read: the current user or null, always 200, so no failed request is logged. */
  session: '/api/auth/session',
  register: '/api/auth/register',
  login: '/api/auth/login',
  profile: '/api/auth/profile',
  verifyEmail: '/api/auth/verify-email',
  resendVerification: '/api/auth/resend-verification',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  checkResetLink: '/api/auth/reset-password/check',
  changePassword: '/api/auth/change-password',
  changeEmail: '/api/auth/change-email',
  confirmEmailChange: '/api/auth/confirm-email-change',
  cancelEmailChange: '/api/auth/cancel-email-change',
  /** The app's own sign-out: a POST, so another site cannot end a session with a link. */
  signOut: '/api/auth/logout',
  exportData: '/api/auth/user/export',
  /** Browser navigations, not fetches. */
  loginPage: '/api/login',
  logout: '/api/logout',
  oidcCallback: '/api/callback',
} as const;

/** The product's own sign-in screen, used when no OIDC provider is configured. */
export const LOGIN_SCREEN_PATH = '/login';

/**
 * `?tab=create-account` on the sign-in navigation opens that screen on "Create account": the
 * "Join Free" buttons are for people who have no account yet.
 */
export const LOGIN_TAB_PARAM = 'tab';
export const SIGN_UP_TAB = 'create-account';

/** A path on this site: "/x", never "//host", "/\host" or a full URL elsewhere (no open redirects). */
export function isSameSitePath(value: string): boolean {
  const hasControlOrSpace = /\s/.test(value) || [...value].some((char) => char.charCodeAt(0) < 32);
  if (!value.startsWith('/') || value.includes('\\') || hasControlOrSpace) return false;
  try {
    const base = 'http://same.site';
    return new URL(value, base).origin === base && !value.startsWith('//');
  } catch {
    return false;
  }
}

/**
 * The same-site path as a browser would send it: anything outside printable ASCII
 * percent-encoded, so it can travel in a Location header. Null when it is not a same-site path.
 */
export function normalizeSameSitePath(value: string): string | null {
  if (!isSameSitePath(value)) return null;
  const url = new URL(value, 'http://same.site');
  const normalized = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments collapse: "/.//evil.example" becomes "//evil.example", another site's address.
  return isSameSitePath(normalized) ? normalized : null;
}

/** Where to go after sign-in: the requested path when it is one of this site's, else home. */
export function safeReturnTo(value: unknown): string {
  return (typeof value === 'string' && normalizeSameSitePath(value)) || '/';
}

/** Completion mode: a user without a role or phone is sent to /profile until it is filled. */
export function isProfileComplete(user: { role: string | null; phone: string | null }): boolean {
  return Boolean(user.role) && Boolean(user.phone?.trim());
}
