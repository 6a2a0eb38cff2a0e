import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { screenshot } from './support/page-checks.ts';

/**
 * `{name}-1280` and `{name}-375` with the dialog open. The users table behind it turns into
 * cards only once React has seen the narrower window, so the width is awaited, not read at once.
 */
async function dialogShotsAtBothWidths(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: 'page width',
      })
      .toBeLessThanOrEqual(width);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('an admin reads a sent mail and a template as their recipients see them, in a sandboxed frame', async ({
  adminPage: page,
}) => {
  const suffix = randomUUID().slice(0, 6);
  const to = `reader-${suffix}@e2e.test`;
  const subject = `Harbour news ${suffix}`;
  const longWord = 'W'.repeat(500);
  await page.goto('/admin');
  await page.getByLabel('To', { exact: true }).selectOption({ label: 'One address' });
  await page.getByLabel('Recipient e-mail address').fill(to);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill(`Hello <testers> & builders,\n\n${longWord}`);
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText('Email queued.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss notification' }).click();

  // By keyboard: the View button of the mail's row, then Enter.
  const outbox = page.getByRole('region', { name: 'Outbox' });
  const row = outbox.getByRole('row').filter({ hasText: subject });
  await row.getByRole('button', { name: `View the mail to ${to}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`To ${to}`)).toBeVisible();
  const frameElement = dialog.locator('iframe');
  await expect(frameElement).toHaveAttribute('sandbox', '');
  await expect(frameElement).toHaveAttribute('title', `The mail "${subject}" to ${to}`);
  const mail = frameElement.contentFrame();
  await expect(mail.getByText('Beta Harbor', { exact: true })).toBeVisible();
  await expect(mail.getByText('Hello <testers> & builders,', { exact: true })).toBeVisible();
  await expect(mail.getByRole('link', { name: 'Open Beta Harbor' })).toBeVisible();
  // The frame runs nothing: no script, whatever the mail holds.
  expect(
    await frameElement.evaluate((el) => (el as HTMLIFrameElement).contentDocument === null),
  ).toBe(true);
  await dialogShotsAtBothWidths(page, 'admin-outbox-mail');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const templates = page.getByRole('list', { name: 'Mail templates' });
  await expect(templates.getByRole('listitem')).toHaveCount(26);
  await templates.getByRole('button', { name: 'Preview Notification: unread messages' }).click();
  const preview = page.getByRole('dialog', { name: 'Notification: unread messages' });
  await expect(
    preview.getByText('Subject: 2 unread messages from Bruno Builder about Tide Tables'),
  ).toBeVisible();
  const sample = preview.locator('iframe').contentFrame();
  await expect(sample.getByRole('link', { name: 'Reply on Beta Harbor' })).toBeVisible();
  await expect(sample.getByText('You get this because e-mail notifications')).toBeVisible();
  await dialogShotsAtBothWidths(page, 'admin-template-preview');
  // The 500-character word wraps inside the frame at a phone's width too.
  await page.setViewportSize({ width: 375, height: 812 });
  const frameWidth = await sample.locator('html').evaluate((html) => ({
    scroll: html.scrollWidth,
    client: html.clientWidth,
  }));
  expect(frameWidth.scroll).toBeLessThanOrEqual(frameWidth.client);
});
