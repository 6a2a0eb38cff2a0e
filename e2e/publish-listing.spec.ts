import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations, screenshotsAtBothWidths } from './support/page-checks.ts';

const LONG_WORD = 'w'.repeat(500);
const DESCRIPTION = [
  '**Offline** tide tables for sailors.',
  '- Works without a signal\n- [Changelog](https://example.com/changes)',
  '<script>window.pwned = true</script> <img src="x" onerror="window.pwned = true">',
  LONG_WORD,
].join('\n\n');

/** A phone-sized PNG of random pixels: it cannot compress, so it stays over 2 MB. */
function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

test('a builder posts a big photo and a Markdown description, and lands on the listing to share it', async ({
  newPersonPage,
}) => {
  test.setTimeout(90_000);
  const page = await newPersonPage('Builder', { firstName: 'Pia', lastName: 'Publisher' });
  const photo = await noisePng(1500, 1000);
  expect(photo.length).toBeGreaterThan(2_097_152);

  await page.goto('/post-software');
  await page.getByLabel('Name*').fill('Tidewise');
  await page.getByLabel('Short Description*').fill('Tide tables offline');
  await page.getByLabel('Long Description*').fill(DESCRIPTION);

  await page.getByRole('button', { name: 'Upload Image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Image' });
  await dialog
    .getByLabel('Image file')
    .setInputFiles({ name: 'IMG_0042.png', mimeType: 'image/png', buffer: photo });
  await expect(dialog.getByText('Your image was resized to fit the 2 MB limit.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('img', { name: 'Preview of your upload' })).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Software posted successfully!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/software\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() ?? '';
  // The toast's own text, not the live region that reads it out.
  await expect(
    page.getByText(new RegExp(`^Invite testers with its share link: http.*/share/${id}$`)),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();

  const about = page.getByRole('region', { name: 'About this software' });
  await expect(about.locator('strong')).toHaveText('Offline');
  await expect(about.getByRole('listitem')).toHaveCount(2);
  await expect(about.getByRole('link', { name: 'Changelog' })).toHaveAttribute(
    'rel',
    'nofollow ugc noopener',
  );
  await expect(about).toContainText('<script>window.pwned = true</script>');
  await expect(about.locator('img, script')).toHaveCount(0);
  expect(await page.evaluate(() => 'pwned' in window)).toBe(false);

  await expectNoSeriousA11yViolations(page);
  // The 500-letter word wraps: the page never scrolls sideways, at a phone's width either.
  await screenshotsAtBothWidths(page, 'published-listing');

  await page.goto(`/share/${id}`);
  const shared = page.getByRole('region', { name: 'About this software' });
  await expect(shared.getByRole('listitem')).toHaveCount(2);
  await screenshotsAtBothWidths(page, 'published-listing-share');
});
