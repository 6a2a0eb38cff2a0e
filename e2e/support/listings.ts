import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

export interface NewListing {
  name: string;
  shortDescription: string;
  longDescription: string;
  category: 'Web' | 'Mobile' | 'DevTool' | 'Other';
}

export function screenshotPng(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 750, channels: 3, background: '#2563eb' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750"><circle cx="600" cy="375" r="200" fill="white" fill-opacity="0.8"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
}

/** Posts a listing through the Post Software screen, image upload dialog included. */
export async function postListingThroughUi(page: Page, listing: NewListing) {
  await page.goto('/post-software');
  await expect(page.getByRole('heading', { name: 'Post Software' })).toBeVisible();
  await page.getByLabel('Name*').fill(listing.name);
  await page.getByLabel('Short Description*').fill(listing.shortDescription);
  await page.getByLabel('Long Description*').fill(listing.longDescription);
  await page.getByRole('radio', { name: listing.category }).check();
  await page.getByRole('button', { name: 'Upload Image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Image' });
  await dialog.getByLabel('Image file').setInputFiles({
    name: 'screenshot.png',
    mimeType: 'image/png',
    buffer: await screenshotPng(),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Image uploaded successfully!', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change Image' })).toBeVisible();
  await page.getByLabel('YouTube Video URL').fill('https://youtu.be/dQw4w9WgXcQ');
}
