import type { Page } from '@playwright/test';

/** Answers the YouTube player with a blank page: the test needs the frame, not the network. */
export async function stubYouTubePlayer(page: Page) {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Player</title><body style="background:#000"></body></html>',
    }),
  );
}
