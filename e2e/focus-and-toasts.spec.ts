import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createListingThroughApi, uploadImageInDialog } from './support/listings.ts';
import { screenshot } from './support/page-checks.ts';

/** Whether two drawn boxes share any pixel. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!first || !second) throw new Error('both boxes must be drawn');
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

test('a toast never covers Publish on a desktop, nor the header on a phone', async ({
  builderPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/post-software');
  await uploadImageInDialog(page, 'Upload Image');
  // The toast itself (an item of the toast list), not the live region that reads it out.
  const toast = page.locator('ol > li').filter({ hasText: 'Image uploaded successfully!' });
  await expect(toast).toBeVisible();
  // The worst case: Publish at the bottom of the window, where the toasts used to sit.
  const publish = page.getByRole('button', { name: 'Publish' });
  await publish.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  expect(await overlap(toast, publish)).toBe(false);
  await screenshot(page, 'toast-post-form-1280');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await uploadImageInDialog(page, 'Change Image');
  await expect(toast).toBeVisible();
  expect(await overlap(toast, page.getByRole('banner'))).toBe(false);
  await page.screenshot({ path: 'test-results/screenshots/toast-post-form-375.png' });
});

test('keyboard focus stays on Save and moves to the joined actions; a focused heading draws no box', async ({
  builderPage: builder,
  testerPage: tester,
}) => {
  const name = `Focus ${randomUUID().slice(0, 6)}`;
  await createListingThroughApi(builder, {
    name,
    shortDescription: 'Somewhere to try the keyboard.',
    longDescription: 'Press the buttons.',
    category: 'Web',
  });

  await tester.goto(`/browse?search=${encodeURIComponent(name)}`);
  const card = tester.getByRole('article').filter({ hasText: name });
  const save = card.getByRole('button', { name: 'Save' });
  await save.focus();
  await tester.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'Saved' })).toBeFocused();

  // A mouse click on View: the new page's heading takes focus for screen readers, unboxed.
  await card.getByRole('link', { name: /View/ }).click();
  const heading = tester.getByRole('heading', { name, level: 1 });
  await expect(heading).toBeFocused();
  expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');

  const join = tester.getByRole('button', { name: "I'll Test This" });
  await join.focus();
  await tester.keyboard.press('Enter');
  await expect(tester.getByRole('button', { name: 'Message Builder' })).toBeFocused();
  await screenshot(tester, 'focus-after-join');
});
