import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const E2E_PASSWORD = 'e2e-password-123';
export const E2E_ADMIN_EMAIL = 'admin@e2e.test';

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
}

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
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  return account;
}

/** Fills the profile in completion mode and saves; the app then goes to Browse. */
export async function completeProfile(page: Page, role: 'Builder' | 'Tester' | null) {
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await page.getByLabel('Phone').fill('+1 555 0100');
  if (role) await page.getByRole('radio', { name: role }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Discover Beta Software' })).toBeVisible();
}
