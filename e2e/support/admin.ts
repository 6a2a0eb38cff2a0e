import { expect, type Page } from '@playwright/test';
import { EMAIL_TAKEN_MESSAGE } from '../../src/shared/contracts/auth.ts';
import {
  completeProfile,
  E2E_ADMIN,
  E2E_ADMIN_EMAIL,
  E2E_PASSWORD,
  signUpThroughUi,
} from './accounts.ts';

/**
 * Signs `page` in as the ADMIN_EMAILS account. The run shares one database, so another test may
 * have created the account already: then the sign-up is refused and this signs in instead. Either
 * way the account may still lack a phone (a test that created it may not have saved its profile
 * yet), so the profile is completed when the app asks for it.
 */
export async function signInAsAdmin(page: Page) {
  await signUpThroughUi(page, E2E_ADMIN);
  const taken = page.getByRole('alert').filter({ hasText: EMAIL_TAKEN_MESSAGE });
  const completing = page.getByRole('heading', { name: 'Complete Your Profile' });
  const browsing = page.getByRole('heading', { name: 'Discover Beta Software' });
  await expect(taken.or(completing).or(browsing)).toBeVisible();

  if (await taken.isVisible()) {
    await page.getByRole('tab', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(completing.or(browsing)).toBeVisible();
  }
  if (await completing.isVisible()) {
    // Admin is only ever granted, never picked: the profile offers no role.
    await expect(page.getByRole('radio', { name: 'Builder' })).toHaveCount(0);
    await completeProfile(page, null);
  }
  await expect(browsing).toBeVisible();
}
