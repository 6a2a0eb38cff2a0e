import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { decodeQuotedPrintable, linkIn } from '../tests/mail/mail-text.ts';
import { type SmtpSink, startSmtpSink } from '../tests/mail/smtp-sink.ts';
import { freePort } from '../tests/processes/free-port.ts';
import { type ServerProcess, startServerProcess } from '../tests/processes/server-process.ts';
import {
  completeProfile,
  createAccountOnLoginScreen,
  E2E_PASSWORD,
  newAccount,
  saveProfileCompletion,
  signInBeforeOpeningTheLink,
  signUpThroughUi,
} from './support/accounts.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/page-checks.ts';

const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation').first();

test('a new tester signs up, completes the profile and sees the tester navigation', async ({
  page,
}) => {
  await signUpThroughUi(page, newAccount({ firstName: 'Tess', lastName: 'Tester' }));
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'profile-completion');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Phone is required')).toBeVisible();

  await completeProfile(page, 'Tester');
  await expect(nav(page).getByRole('link', { name: 'Browse' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Messages' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'My Demos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Post Software' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  // The initials are drawn from data-initials so the button's name stays "Account menu".
  await expect(
    page.getByRole('button', { name: 'Account menu' }).locator('[data-initials]'),
  ).toHaveAttribute('data-initials', 'TT');
  await screenshot(page, 'browse-tester');
});

test('a builder sees Dashboard and Post Software, and the profile becomes Profile Settings', async ({
  page,
}) => {
  await signUpThroughUi(page, newAccount({ firstName: 'Bo', lastName: 'Builder' }));
  await completeProfile(page, 'Builder');
  await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Post Software' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Demos' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText('Bo Builder');
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Builder', exact: true })).toBeChecked();
  await page.getByLabel('Business Name').fill('Bo Apps');
  await page.getByRole('switch', { name: 'Weekly Email Digest' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'profile-settings');

  await page.reload();
  await expect(page.getByLabel('Business Name')).toHaveValue('Bo Apps');
  await expect(page.getByRole('switch', { name: 'Weekly Email Digest' })).toBeChecked();
});

test.describe('on a server that mails', () => {
  // The shared server keeps mail held; this one, beside a real SMTP sink, delivers it.
  const bossEmail = 'boss@e2e.test';
  let smtp: SmtpSink;
  let server: ServerProcess;
  let appUrl: string;
  let dataDir: string;

  test.beforeAll(async () => {
    const port = await freePort();
    appUrl = `http://localhost:${port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'bh-e2e-mail-'));
    smtp = await startSmtpSink();
    server = await startServerProcess({
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: appUrl,
      ADMIN_EMAILS: bossEmail,
      SMTP_URL: smtp.url,
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('an ADMIN_EMAILS account gets the Admin link only once the mailed link verifies it', async ({
    page,
  }) => {
    // The outbox is delivered every 10 seconds.
    test.setTimeout(60_000);
    await page.goto(`${appUrl}/login`);
    const boss = newAccount({ firstName: 'Bo', email: bossEmail });
    await createAccountOnLoginScreen(page, boss);
    await signInBeforeOpeningTheLink(page, boss);
    await saveProfileCompletion(page, null);
    await expect(page.getByRole('heading', { name: 'Discover Beta Software' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    const banner = page.getByRole('region', { name: 'E-mail verification' });
    await expect(banner).toContainText(`Your e-mail address ${bossEmail} is not verified yet.`);
    await expectNoSeriousA11yViolations(page);

    await expect
      .poll(() => smtp.received.filter((mail) => mail.to.includes(bossEmail)).length, {
        timeout: 20_000,
      })
      .toBe(1);
    const mail = smtp.received.find((received) => received.to.includes(bossEmail));
    const link = linkIn(decodeQuotedPrintable(mail?.raw ?? ''), '/verify-email');
    expect(link.startsWith(`${appUrl}/verify-email?token=`)).toBe(true);

    await page.goto(link);
    await expect(
      page.getByRole('heading', { name: 'Your e-mail address is verified' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'email-verified');
    await page.getByRole('link', { name: 'Continue to Beta Harbor' }).click();
    await expect(nav(page).getByRole('link', { name: 'Admin' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    // Admin is only ever granted, never picked: the profile offers no role.
    await page.goto(`${appUrl}/profile`);
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);

    // The link works once.
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('This link is not valid');
  });

  test('the mailed link finishes a new account and signs it in; a forgotten password is reset from the mailed link', async ({
    page,
  }) => {
    // Two mails, each up to one outbox round (10 seconds) away.
    test.setTimeout(90_000);
    const account = newAccount({ firstName: 'Fern', lastName: 'Forgetful' });
    await page.goto(`${appUrl}/login`);
    await createAccountOnLoginScreen(page, account);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'check-your-email');
    await page.goto(
      await mailedLink(account.email, 'Confirm your e-mail address', '/verify-email'),
    );
    await expect(
      page.getByRole('heading', { name: 'Your e-mail address is verified' }),
    ).toBeVisible();
    await expect(
      page.getByText('In the browser you signed up in, you are signed in', { exact: false }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Continue to Beta Harbor' }).click();
    await completeProfile(page, 'Tester');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('heading', { name: 'Connect Builders & Testers' })).toBeVisible();

    await page.goto(`${appUrl}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      page.getByText(
        "If an account exists for that address, we've sent a link to reset the password.",
      ),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(
      await mailedLink(account.email, 'Reset your Beta Harbor password', '/reset-password'),
    );
    await page.getByLabel('New password').fill('password');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(
      page.getByText('This password is one of the most common ones', { exact: false }),
    ).toBeVisible();
    const newPassword = 'a harbour light at dusk';
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Discover Beta Software' })).toBeVisible();
    await screenshot(page, 'password-reset-signed-in');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    // Signing out ends in a navigation of its own; going to /login before it lands aborts one.
    await expect(page.getByRole('heading', { name: 'Connect Builders & Testers' })).toBeVisible();
    await page.goto(`${appUrl}/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid e-mail or password');
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Discover Beta Software' })).toBeVisible();
  });

  /** The link to `path` in the newest mail to `to` whose subject starts so, once it arrives. */
  async function mailedLink(to: string, subject: string, path: string): Promise<string> {
    const matching = () =>
      smtp.received.filter(
        (mail) => mail.to.includes(to) && new RegExp(`^Subject: ${subject}`, 'm').test(mail.raw),
      );
    await expect.poll(() => matching().length, { timeout: 25_000 }).toBeGreaterThan(0);
    return linkIn(decodeQuotedPrintable(matching().at(-1)?.raw ?? ''), path);
  }
});

test('signing out ends the session and signing back in returns to the app', async ({ page }) => {
  const account = await signUpThroughUi(page);
  await completeProfile(page, 'Tester');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { name: 'Connect Builders & Testers' })).toBeVisible();

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid e-mail or password');
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
});
