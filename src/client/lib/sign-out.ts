import type { SignOutResponse } from '@/shared/contracts/auth.ts';
import { authPaths } from '@/shared/contracts/session.ts';
import { apiRequest } from './api-client.ts';
import { navigateTo } from './navigation.ts';
import { startSigningOut } from './signing-out.ts';

/**
 * Signs out with a POST (another site cannot make a browser send one), then loads the landing
 * page afresh, or the provider's end-session page when the session came from single sign-on.
 * Should the POST fail, the same-site navigation to the logout path signs out instead.
 */
export async function signOut(): Promise<void> {
  startSigningOut();
  try {
    const response = await apiRequest('POST', authPaths.signOut);
    const next =
      response.status === 200 ? ((await response.json()) as SignOutResponse).redirectTo : '/';
    navigateTo(next);
  } catch {
    navigateTo(authPaths.logout);
  }
}
