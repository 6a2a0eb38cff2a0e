import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const E2E_PASSWORD = 'e2e-password-123';
export const E2E_ADMIN_EMAIL = 'admin@e2e.test';

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
}

/** The ADMIN_EMAILS account the whole run shares. */
export const E2E_ADMIN: NewAccount = {
  firstName: 'Ada',
  lastName: 'Admin',
  email: E2E_ADMIN_EMAIL,
};

/**
 * A tester whose address is verified, as group mail needs: the shared server mails nothing, so
 * no test could open a link itself (`prepare-accounts.ts` verifies it before the server starts).
 */
export const E2E_VERIFIED_TESTER: NewAccount = {
  firstName: 'Vera',
  lastName: 'Verified',
  email: 'vera@e2e.test',
};

export function newAccount(overrides: Partial<NewAccount> = {}): NewAccount {
  return {
    firstName: 'Robin',
    lastName: 'Test',
    email: `robin-${randomUUID().slice(0, 8)}@e2e.test`,
    ...overrides,
  };
}

/** Signs up through the product's own screens, as a person would, starting from "Join Free". */
export async function signUpThroughUi(page: Page, account: NewAccount = newAccount()) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Join Free' }).first().click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await createAccountOnLoginScreen(page, account);
  await signInBeforeOpeningTheLink(page, account);
  return account;
}

/**
 * Fills "Create account" on /login, as a visitor arriving from any sign-in button would, and
 * waits for "check your e-mail": the mailed link finishes the account and signs in.
 */
export async function createAccountOnLoginScreen(page: Page, account: NewAccount) {
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();
}

/**
 * The shared server holds its mail where no test can open a link (admins see the outbox with
 * every token hidden), so a new account there signs in with its password, as it may before its
 * address is proved. The sign-up spec opens the real link, on a server of its own that mails.
 */
export async function signInBeforeOpeningTheLink(page: Page, account: NewAccount) {
  await page.getByRole('tab', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Fills the profile in completion mode and saves. */
export async function saveProfileCompletion(page: Page, role: 'Builder' | 'Tester' | null) {
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await page.getByLabel('Phone').fill('+1 555 0100');
  if (role) await page.getByRole('radio', { name: role }).check();
  await page.getByRole('button', { name: 'Save' }).click();
}

/** Completes the profile of a user who signed up from the landing page: the app goes to Browse. */
export async function completeProfile(page: Page, role: 'Builder' | 'Tester' | null) {
  await saveProfileCompletion(page, role);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Discover Beta Software' })).toBeVisible();
}
