import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E_VERIFIED_TESTER, newAccount } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { createListingThroughApi } from './support/listings.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/page-checks.ts';

const nav = (page: Page) => page.getByRole('navigation').first();

/** The number on a stat card, found by its label ("Total Users", "Builders", ...). */
async function statValue(page: Page, label: string): Promise<number> {
  const term = page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
  return Number(await term.locator('xpath=following-sibling::dd[1]').textContent());
}

test('an admin mails the testers, promotes a tester to Builder and the tester gets the Dashboard', async ({
  adminPage: page,
  newPersonPage,
}) => {
  // Two people in two browsers: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const suffix = randomUUID().slice(0, 6);
  const tester = newAccount({ firstName: 'Tilda', lastName: `Tester ${suffix}` });
  const testerName = `${tester.firstName} ${tester.lastName}`;

  // An account of its own: the admin promotes it.
  const testerPage = await newPersonPage('Tester', tester);
  await testerPage.goto('/admin');
  await expect(testerPage.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    testerPage.getByText('You need admin privileges to access this page.'),
  ).toBeVisible();

  await page.goto('/');
  await nav(page).getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  // Other tests sign people up meanwhile, so the counts are checked against each other and the
  // table, which all come from one read, rather than against fixed numbers.
  const users = page.getByRole('region', { name: 'Users' });
  const testerRow = users.getByRole('row').filter({ hasText: testerName });
  await expect(testerRow).toContainText(tester.email);
  // Columns: User, Email, Role, Joined, Change role.
  const roleCell = testerRow.getByRole('cell').nth(2);
  await expect(roleCell).toHaveText('Tester');
  await expect(testerRow.getByRole('cell').nth(3)).toHaveText(/ ago$/);
  const total = await statValue(page, 'Total Users');
  const builders = await statValue(page, 'Builders');
  const testers = await statValue(page, 'Testers');
  const admins = await statValue(page, 'Admins');
  expect(builders + testers + admins).toBe(total);
  expect(testers).toBeGreaterThanOrEqual(1);
  expect(admins).toBeGreaterThanOrEqual(1);
  await expect(users.getByRole('row')).toHaveCount(total + 1);

  // Send Email opens only once To, Subject and Message all hold something.
  const send = page.getByRole('button', { name: 'Send Email' });
  const subject = `Beta news ${suffix}`;
  await expect(send).toBeDisabled();
  await page.getByLabel('To', { exact: true }).selectOption({ label: 'All testers' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Subject').fill(subject);
  await expect(send).toBeDisabled();
  await page.getByLabel('Message').fill('Three new betas opened this week. Have a look!');
  await expect(send).toBeEnabled();
  await send.click();
  // The e2e server has no SMTP_URL: the toast says the mail is kept, never that it was sent.
  await expect(page.getByText('Email queued.', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/^Kept in the outbox for \d+ recipients?, not sent: no SMTP_URL is set\.$/),
  ).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await expect(send).toBeDisabled();

  const outbox = page.getByRole('region', { name: 'Outbox' });
  // Group mail goes only to verified addresses, such as the run's verified tester's (a new
  // account's is not yet). Other runs of "All testers" may mail it too: the subject picks this one.
  const mailToTester = outbox
    .getByRole('row')
    .filter({ hasText: E2E_VERIFIED_TESTER.email })
    .filter({ hasText: subject });
  await expect(mailToTester).toContainText('Admin e-mail');
  await expect(mailToTester.getByText('Held', { exact: true })).toBeVisible();
  await expect(
    outbox.locator('xpath=..').getByText(/No SMTP_URL set: mail is kept, not sent\./),
  ).toBeVisible();
  // The outbox sits right below Send Email, above the digest preview.
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.indexOf('Outbox')).toBe(headings.indexOf('Send Email') + 1);
  expect(headings.indexOf('Weekly Digest')).toBeGreaterThan(headings.indexOf('Outbox'));
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(mailToTester).toBeVisible();

  await page.getByLabel(`Role for ${testerName}`).selectOption('Builder');
  await expect(page.getByText('User role updated successfully.', { exact: true })).toBeVisible();
  await expect(roleCell).toHaveText('Builder');
  await expect(page.getByLabel(`Role for ${testerName}`)).toHaveValue('Builder');

  // Full-page shots from the top, without the toast over the table.
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'admin-dashboard-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  // Too narrow for five columns: one card per user instead.
  await expect(page.getByRole('list', { name: 'Users' })).toContainText(testerName);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'admin-dashboard-375');

  await testerPage.reload();
  await expect(nav(testerPage).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(testerPage.getByRole('link', { name: 'My Demos' })).toHaveCount(0);
});

test('the digest preview names ten listings and counts the rest; the outbox comes first', async ({
  builderPage,
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  // Hostile words first, so they are among the ten shown: long accented names, no spaces.
  const longName = `Éléonore's Übersetzungsprogramm für Ångström-Messungen ${'é'.repeat(30)}`.slice(
    0,
    80,
  );
  for (let n = 0; n < 12; n++) {
    await createListingThroughApi(builderPage, {
      name: n === 11 ? longName : `Digest beta ${n + 1}`,
      shortDescription: n === 11 ? 'x'.repeat(200) : `Beta number ${n + 1}.`,
      longDescription: 'A beta looking for testers.',
      category: 'Web',
    });
  }

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin');
  const digest = page.getByRole('list', { name: 'Listings it would include' });
  await expect(digest.getByRole('listitem')).toHaveCount(10);
  await expect(digest).toContainText(longName);
  await expect(page.getByText(/^and \d+ more$/)).toBeVisible();

  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.indexOf('Outbox')).toBe(headings.indexOf('Send Email') + 1);
  expect(headings.indexOf('Weekly Digest')).toBeGreaterThan(headings.indexOf('Outbox'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // From the top: a full-page shot taken lower down paints the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'admin-digest-375');
});
