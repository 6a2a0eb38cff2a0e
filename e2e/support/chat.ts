import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { createListingThroughApi } from './listings.ts';

/** A listing of the signed-in builder's, posted as the Post Software form would. */
export async function postListingThroughApi(page: Page): Promise<{ id: string; name: string }> {
  const name = `ChatApp ${randomUUID().slice(0, 6)}`;
  const id = await createListingThroughApi(page, {
    name,
    shortDescription: 'A chat app that needs testers.',
    longDescription: 'Try sending messages and tell us what breaks.',
    category: 'Web',
  });
  return { id, name };
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

/** Nothing on the page is wider than the window, so it never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(innerWidth);
}

/** `inner` is drawn whole inside `outer`, and inside the window. */
export async function expectDrawnInside(inner: Locator, outer: Locator) {
  await expect(inner).toBeVisible();
  const box = await inner.boundingBox();
  const container = await outer.boundingBox();
  const innerWidth = await inner.page().evaluate(() => window.innerWidth);
  if (!box || !container) throw new Error('not drawn');
  const right = box.x + box.width;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(Math.max(container.x, 0) - 0.5);
  expect(right, 'right edge').toBeLessThanOrEqual(
    Math.min(container.x + container.width, innerWidth) + 0.5,
  );
}
