import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

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

/** Opens the image dialog from the post form's button, uploads a screenshot and waits it out. */
export async function uploadImageInDialog(page: Page, trigger: 'Upload Image' | 'Change Image') {
  await page.getByRole('button', { name: trigger }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Image' });
  await dialog.getByLabel('Image file').setInputFiles({
    name: 'screenshot.png',
    mimeType: 'image/png',
    buffer: await screenshotPng(),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
}

/** Posts a listing through the Post Software screen, image upload dialog included. */
export async function postListingThroughUi(page: Page, listing: ListingInput) {
  await page.goto('/post-software');
  await expect(page.getByRole('heading', { name: 'Post Software' })).toBeVisible();
  await page.getByLabel('Name*').fill(listing.name);
  await page.getByLabel('Short Description*').fill(listing.shortDescription);
  await page.getByLabel('Long Description*').fill(listing.longDescription);
  await page.getByRole('radio', { name: listing.category }).check();
  await uploadImageInDialog(page, 'Upload Image');
  await expect(page.getByText('Image uploaded successfully!', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change Image' })).toBeVisible();
  await page.getByLabel('YouTube Video URL').fill('https://youtu.be/dQw4w9WgXcQ');
}

/** A 16×9 indigo PNG: small enough to inline, shaped like the listing image it stands for. */
const LISTING_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAMAAAAM9FwAAAAAA1BMVEU7NsSaUaB3AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQI12NgGKQAAACZAAGVGD0UAAAAAElFTkSuQmCC',
  'base64',
);

export interface ListingInput {
  name: string;
  shortDescription: string;
  longDescription: string;
  category: 'Web' | 'Mobile' | 'DevTool' | 'Other';
  youtubeUrl?: string;
  link?: string;
  notes?: string;
}

/**
 * Posts a listing as the signed-in builder of `page`, through the same calls the post form
 * makes: ask for an upload URL, PUT the image there, turn it into the listing image, post.
 */
export async function createListingThroughApi(page: Page, input: ListingInput): Promise<string> {
  const upload = await page.request.post('/api/objects/upload');
  expect(upload.ok()).toBe(true);
  const { uploadURL } = (await upload.json()) as { uploadURL: string };

  const put = await page.request.put(uploadURL, {
    headers: { 'Content-Type': 'image/png' },
    data: LISTING_PNG,
  });
  expect(put.ok()).toBe(true);

  const image = await page.request.put('/api/software-images', { data: { imageURL: uploadURL } });
  expect(image.ok()).toBe(true);
  const { objectPath } = (await image.json()) as { objectPath: string };

  const created = await page.request.post('/api/software', {
    data: { ...input, imageUrl: objectPath },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  return id;
}
