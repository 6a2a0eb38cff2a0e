import type { Page } from '@playwright/test';
import { MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG } from '@/shared/contracts/chat.ts';
import {
  expectDrawnInside,
  expectNoSidewaysScroll,
  messageInThread,
  postListingThroughApi,
  sideOf,
} from './support/chat.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/page-checks.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * Focusing the composer scrolls the window a little; a full-page shot of a scrolled page draws
 * the sticky header mid-page, so the shots are taken from the top.
 */
async function screenshotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

test('a tester and a builder chat in real time from the listing page', async ({
  newPersonPage,
}) => {
  test.setTimeout(90_000);
  // Both parties are new: the builder starts with no conversation, and their names are on screen.
  const builder = await newPersonPage('Builder', { firstName: 'Bea', lastName: 'Builder' });
  const tester = await newPersonPage('Tester', { firstName: 'Tess', lastName: 'Tester' });

  const listing = await postListingThroughApi(builder);
  await builder.goto('/messages');
  await expect(
    builder.getByText(
      'No conversations yet. Start testing software to begin chatting with builders!',
    ),
  ).toBeVisible();
  // Set on the page itself: it survives only as long as the page is never reloaded.
  await builder.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  await tester.goto(`/software/${listing.id}`);
  await tester.getByRole('button', { name: "I'll Test This" }).click();
  await expect(tester.getByRole('button', { name: 'Already Joined' })).toBeDisabled();
  await tester.getByRole('button', { name: 'Message Builder' }).click();

  await expect(tester).toHaveURL(/\/messages\?c=[0-9a-f-]{36}$/);
  await expect(tester.getByText('Conversation started!', { exact: true })).toBeVisible();
  await expect(tester.getByRole('heading', { name: 'Bea Builder' })).toBeVisible();
  const testerRow = tester.getByRole('button', { name: /^Bea Builder/ });
  await expect(testerRow).toHaveAttribute('aria-current', 'true');
  await expect(testerRow).toContainText(`About: ${listing.name}`);
  // The badge names the other party's part: the tester talks to the builder.
  await expect(testerRow.getByText('Builder', { exact: true })).toBeVisible();

  const composer = tester.getByRole('textbox', { name: 'Message' });
  await expect(composer).toHaveAttribute('placeholder', 'Type a message...');
  await expect(tester.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await composer.fill('Hi Bea! The sign-up form freezes on Safari.');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  const sent = messageInThread(tester, 'The sign-up form freezes on Safari.');
  await expect(sent).toBeVisible();
  expect(await sideOf(tester, sent)).toBe('right');

  // The builder's page shows the new conversation and the unread count without a reload.
  await expect(
    mainNav(builder).getByRole('link', { name: 'Messages 1 unread message' }),
  ).toBeVisible();
  // Anchored: each of Tess's messages carries a "Report" button that names her too.
  const builderRow = builder.getByRole('button', { name: /^Tess Tester/ });
  await expect(builderRow).toContainText(`About: ${listing.name}`);
  await expect(builderRow.getByText('Tester', { exact: true })).toBeVisible();
  await expect(builderRow).toHaveAccessibleName(/\b1 unread message\b/);
  await expect(builder.getByText('Select a conversation to start chatting')).toBeVisible();
  await screenshotFromTop(builder, 'chat-builder-unread');

  await builderRow.click();
  await expect(builder).toHaveURL(/\/messages\?c=[0-9a-f-]{36}$/);
  const received = messageInThread(builder, 'The sign-up form freezes on Safari.');
  await expect(received).toBeVisible();
  expect(await sideOf(builder, received)).toBe('left');
  // Opening the thread marked it read.
  await expect(mainNav(builder).getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expect(builderRow).not.toContainText('unread');

  await builder.getByRole('textbox', { name: 'Message' }).fill('Thanks Tess, looking into it.');
  await builder.getByRole('button', { name: 'Send message' }).click();
  const reply = messageInThread(builder, 'Thanks Tess, looking into it.');
  await expect(reply).toBeVisible();
  expect(await sideOf(builder, reply)).toBe('right');

  const replyForTester = messageInThread(tester, 'Thanks Tess, looking into it.');
  await expect(replyForTester).toBeVisible();
  expect(await sideOf(tester, replyForTester)).toBe('left');
  // The tester is reading the thread, so the reply never counts as unread.
  await expect(mainNav(tester).getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  expect(await builder.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  await expectNoSeriousA11yViolations(builder);
  await screenshotFromTop(builder, 'chat-builder-thread');
  await screenshotFromTop(tester, 'chat-tester-thread');

  // Small screens show the thread or the list, with a way back.
  await tester.setViewportSize({ width: 375, height: 812 });
  await expect(testerRow).toBeHidden();
  await screenshotFromTop(tester, 'chat-small-thread');
  await tester.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(testerRow).toBeVisible();
  await expect(tester).toHaveURL(/\/messages$/);
  await expectNoSeriousA11yViolations(tester);
  await screenshotFromTop(tester, 'chat-small-list');
});

/** Accented names of 80 characters; the builder's first name, at the field's limit, has no space. */
const LONG_BUILDER = {
  firstName: 'Éléonore-Maëlys-Çélestine-Þórhildur-Ñúñez-Göransdóttir-Ångström-Øverlîe-Zoë-Đanë',
  lastName: 'Ženíšková',
};
const LONG_TESTER = {
  firstName: 'Ægidius',
  lastName: 'Świętochowski-Łukasiewicz de Höhenzollern-Sigmaringen Súilleabháin Ñandú',
};
const LONG_WORD = 'W'.repeat(300);
const LONG_URL = `https://example.com/${'a-very-long-path-segment/'.repeat(12)}?q=${'x'.repeat(120)}`;

/** The conversation row of the viewer's list: its unread badge, avatar and time stay in view. */
async function expectRowIntact(page: Page, otherName: string, width: number, viewer: string) {
  await page.setViewportSize({ width, height: 812 });
  const list = page.getByRole('list', { name: 'Conversations' });
  const row = list.getByRole('button', { name: otherName });
  await expect(row).toHaveAccessibleName(/\b1 unread message\b/);
  await expectDrawnInside(row.getByText('1', { exact: true }), list);
  await expectDrawnInside(row.getByText(/ago$/), list);
  await expectDrawnInside(row.locator('[data-initials]'), list);
  await expectNoSidewaysScroll(page);
  await screenshotFromTop(page, `chat-long-name-list-${viewer}-${width}`);
}

/** The open thread fits the window: its bubbles, the composer and the send button. */
async function expectThreadFits(page: Page, texts: string[], width: number, shot: string) {
  await page.setViewportSize({ width, height: 812 });
  const log = page.getByRole('log');
  for (const text of texts) {
    // The text itself, not only its list item: an unbroken word can spill out of its item.
    await expectDrawnInside(messageInThread(page, text).getByText(text), log);
  }
  await expectDrawnInside(page.getByRole('button', { name: 'Send message' }), page.locator('main'));
  await expectNoSidewaysScroll(page);
  await screenshotFromTop(page, `${shot}-${width}`);
}

test('long names and long unbroken messages stay inside the window, down to 375 px', async ({
  newPersonPage,
}) => {
  test.setTimeout(120_000);
  const builderName = `${LONG_BUILDER.firstName} ${LONG_BUILDER.lastName}`;
  const testerName = `${LONG_TESTER.firstName} ${LONG_TESTER.lastName}`;

  const builder = await newPersonPage('Builder', LONG_BUILDER);
  const listing = await postListingThroughApi(builder);

  const tester = await newPersonPage('Tester', LONG_TESTER);
  await tester.goto(`/software/${listing.id}`);
  await tester.getByRole('button', { name: "I'll Test This" }).click();
  await tester.getByRole('button', { name: 'Message Builder' }).click();
  await expect(tester.getByRole('heading', { name: builderName })).toBeVisible();
  await tester.getByRole('textbox', { name: 'Message' }).fill(LONG_WORD);
  await tester.getByRole('button', { name: 'Send message' }).click();
  await expect(messageInThread(tester, LONG_WORD)).toBeVisible();
  await expectThreadFits(tester, [LONG_WORD], 1280, 'chat-long-word-tester');
  await expectThreadFits(tester, [LONG_WORD], 375, 'chat-long-word-tester');

  // The tester leaves the thread, so the builder's answer counts as unread for them.
  await tester.goto('/messages');
  await builder.goto('/messages');
  await expectRowIntact(builder, testerName, 1280, 'builder');
  await expectRowIntact(builder, testerName, 375, 'builder');
  // The row names the party the viewer talks to: the tester.
  await expect(
    builder.getByRole('button', { name: testerName }).getByText('Tester', { exact: true }),
  ).toBeVisible();

  await builder.getByRole('button', { name: testerName }).click();
  await expectThreadFits(builder, [LONG_WORD], 375, 'chat-long-word-builder');
  await builder.getByRole('textbox', { name: 'Message' }).fill(LONG_URL);
  await builder.getByRole('button', { name: 'Send message' }).click();
  await expectThreadFits(builder, [LONG_WORD, LONG_URL], 1280, 'chat-long-url-builder');

  await expectRowIntact(tester, builderName, 1280, 'tester');
  await expect(
    tester.getByRole('button', { name: builderName }).getByText('Builder', { exact: true }),
  ).toBeVisible();
  await expectRowIntact(tester, builderName, 375, 'tester');
  await tester.getByRole('button', { name: builderName }).click();
  await expectThreadFits(tester, [LONG_WORD, LONG_URL], 375, 'chat-long-url-tester');

  // A message over the limit is refused in words the tester can read on a phone.
  await tester.getByRole('textbox', { name: 'Message' }).fill('Ü'.repeat(MESSAGE_MAX_LENGTH + 1));
  await tester.getByRole('textbox', { name: 'Message' }).press('Enter');
  const refusal = tester.getByRole('alert').filter({ hasText: MESSAGE_TOO_LONG });
  await expectDrawnInside(refusal, tester.locator('main'));
  await expectDrawnInside(
    tester.getByRole('button', { name: 'Send message' }),
    tester.locator('main'),
  );
  await expectNoSidewaysScroll(tester);
  await expectNoSeriousA11yViolations(tester);
  await screenshot(tester, 'chat-too-long-375');
});
