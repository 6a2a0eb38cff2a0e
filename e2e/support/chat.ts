import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

/** An 8x8 PNG: the server re-encodes whatever it is given, so any valid image will do. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOwNjuCFTEMLQkADUpNQYsl9vAAAAAASUVORK5CYII=',
  'base64',
);

async function json<T>(response: Awaited<ReturnType<Page['request']['post']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/**
 * Posts a listing as the signed-in builder through the same calls the Post Software form makes:
 * ask for an upload URL, PUT the image bytes, turn the upload into a listing image, then post.
 */
export async function postListingThroughApi(page: Page): Promise<{ id: string; name: string }> {
  const { request } = page;
  const { uploadURL } = await json<{ uploadURL: string }>(
    await request.post('/api/objects/upload'),
  );
  const uploaded = await request.put(uploadURL, {
    data: TINY_PNG,
    headers: { 'content-type': 'image/png' },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const { objectPath } = await json<{ objectPath: string }>(
    await request.put('/api/software-images', { data: { imageURL: uploadURL } }),
  );
  const name = `ChatApp ${randomUUID().slice(0, 6)}`;
  const listing = await json<{ id: string }>(
    await request.post('/api/software', {
      data: {
        name,
        shortDescription: 'A chat app that needs testers.',
        longDescription: 'Try sending messages and tell us what breaks.',
        category: 'Web',
        imageUrl: objectPath,
      },
    }),
  );
  return { id: listing.id, name };
}

/** The thread's message bubble (its list item) holding this text. */
export function messageInThread(page: Page, text: string): Locator {
  return page.getByRole('log').getByRole('listitem').filter({ hasText: text });
}

/**
 * Which side of the thread a message sits on, from where it is drawn: the viewer's own messages
 * touch the right edge of the log, the other party's the left.
 */
export async function sideOf(page: Page, message: Locator): Promise<'left' | 'right'> {
  const log = await page.getByRole('log').boundingBox();
  const bubble = await message.boundingBox();
  if (!log || !bubble) throw new Error('thread or message is not visible');
  const gapLeft = bubble.x - log.x;
  const gapRight = log.x + log.width - (bubble.x + bubble.width);
  return gapRight < gapLeft ? 'right' : 'left';
}
