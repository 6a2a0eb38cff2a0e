import { expect, type Page } from '@playwright/test';

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

/** Answers the YouTube player with a blank page: the test needs the frame, not the network. */
export async function stubYouTubePlayer(page: Page) {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Player</title><body style="background:#000"></body></html>',
    }),
  );
}
