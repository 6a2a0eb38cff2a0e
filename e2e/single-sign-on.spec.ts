import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  startTestProvider,
  type TestProvider,
} from '../tests/oidc/oidc-provider.ts';
import { freePort } from '../tests/processes/free-port.ts';
import { type ServerProcess, startServerProcess } from '../tests/processes/server-process.ts';
import { saveProfileCompletion } from './support/accounts.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/page-checks.ts';

// The shared server runs without single sign-on; this spec starts its own beside a real
// OpenID provider, and drives both in Chromium.
let provider: TestProvider;
let server: ServerProcess;
let appUrl: string;
let dataDir: string;

test.beforeAll(async () => {
  const port = await freePort();
  appUrl = `http://localhost:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'bh-e2e-sso-'));
  provider = await startTestProvider({ publicUrl: appUrl });
  server = await startServerProcess({
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: appUrl,
    OIDC_ISSUER_URL: provider.issuer,
    OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('signs in through the provider, completes the profile, signs out of both and back in', async ({
  page,
}) => {
  provider.signInNextAs({
    sub: 'sso-e2e-1',
    email: 'sasha.okafor@e2e.test',
    given_name: 'Sasha',
    family_name: 'Okafor',
  });
  await page.goto(`${appUrl}/`);
  await page.getByRole('link', { name: 'Join Free' }).first().click();

  // The provider signed Sasha in and sent the browser back: a new account completes its profile.
  await expect(page).toHaveURL(new RegExp(`^${appUrl}/profile`));
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await screenshot(page, 'sso-profile-completion');
  await saveProfileCompletion(page, 'Tester');
  await expect(page.getByRole('heading', { name: 'Discover Beta Software' })).toBeVisible();
  // The name came from the provider's claims.
  await expect(
    page.getByRole('button', { name: 'Account menu' }).locator('[data-initials]'),
  ).toHaveAttribute('data-initials', 'SO');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  // The provider's own end-session page, then back to our landing page.
  await page.getByRole('button', { name: /sign me out/i }).click();
  await expect(page).toHaveURL(`${appUrl}/`);
  await expect(page.getByRole('heading', { name: 'Connect Builders & Testers' })).toBeVisible();

  // Signing in again finds the same account: no profile step this time.
  provider.signInNextAs({
    sub: 'sso-e2e-1',
    email: 'sasha.okafor@e2e.test',
    given_name: 'Sasha',
    family_name: 'Okafor',
  });
  await page.goto(`${appUrl}/profile`);
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveValue('+1 555 0100');
});

test('a refused callback shows a page that explains and offers to try again', async ({ page }) => {
  await page.goto(`${appUrl}/api/callback?code=forged&state=forged`);
  await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/api/login');
  await screenshot(page, 'sso-callback-refused');
  await expectNoSeriousA11yViolations(page);
});
