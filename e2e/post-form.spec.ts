import { expect, test } from './support/fixtures.ts';
import { uploadImageInDialog } from './support/listings.ts';
import { screenshot } from './support/page-checks.ts';

test('the image dialog never submits the post form, and Cancel asks before discarding', async ({
  newPersonPage,
}) => {
  // An account of its own: the test checks that the builder still has no listing.
  const page = await newPersonPage('Builder', { firstName: 'Bea', lastName: 'Builder' });
  await page.goto('/post-software');

  // With every field empty, an upload must not run the form's checks.
  await uploadImageInDialog(page, 'Upload Image');
  await expect(page.getByRole('button', { name: 'Change Image' })).toBeVisible();
  await expect(page.getByText('Required', { exact: true })).toHaveCount(0);
  const firstImage = await page
    .getByRole('img', { name: 'Preview of your upload' })
    .getAttribute('src');

  // With every field filled, changing the image must not publish the listing.
  await page.getByLabel('Name*').fill('Tideline');
  await page.getByLabel('Short Description*').fill('Tide tables offline');
  await page.getByLabel('Long Description*').fill('Tide tables that work without a signal.');
  await uploadImageInDialog(page, 'Change Image');
  await expect(page.getByRole('img', { name: 'Preview of your upload' })).not.toHaveAttribute(
    'src',
    firstImage ?? '',
  );
  await expect(page).toHaveURL(/\/post-software$/);
  await expect(page.getByText('Software posted successfully!')).toHaveCount(0);
  const mine = await page.request.get('/api/builder/software');
  expect(await mine.json()).toEqual([]);

  await page.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Discard this listing?' });
  await screenshot(page, 'post-software-discard');
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByLabel('Name*')).toHaveValue('Tideline');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('heading', { name: 'Discover Beta Software' })).toBeVisible();
});
