/**
 * Set once this page signs out, until the page that follows replaces it. The sign-out closes the
 * live socket and fails reads in flight; neither may send the page to sign-in meanwhile.
 */
let signingOut = false;

export function startSigningOut(): void {
  signingOut = true;
}

export const isSigningOut = (): boolean => signingOut;
