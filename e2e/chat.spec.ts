import { type Browser, test as base, expect, type Page } from '@playwright/test';
import { completeProfile, newAccount, signUpThroughUi } from './support/accounts.ts';
import { messageInThread, postListingThroughApi, sideOf } from './support/chat.ts';
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

/** Each party in a browser context of their own: separate cookies, separate sockets. */
async function usePartyPage(browser: Browser, use: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  await use(await context.newPage());
  await context.close();
}

const test = base.extend<{ builder: Page; tester: Page }>({
  builder: async ({ browser }, use) => usePartyPage(browser, use),
  tester: async ({ browser }, use) => usePartyPage(browser, use),
});

test('a tester and a builder chat in real time from the listing page', async ({
  builder,
  tester,
}) => {
  test.setTimeout(90_000);

  await signUpThroughUi(builder, newAccount({ firstName: 'Bea', lastName: 'Builder' }));
  await completeProfile(builder, 'Builder');
  const listing = await postListingThroughApi(builder);
  await builder.goto('/messages');
  await expect(
    builder.getByText(
      'No conversations yet. Start testing software to begin chatting with builders!',
    ),
  ).toBeVisible();
  // Set on the page itself: it survives only as long as the page is never reloaded.
  await builder.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  await signUpThroughUi(tester, newAccount({ firstName: 'Tess', lastName: 'Tester' }));
  await completeProfile(tester, 'Tester');
  await tester.goto(`/software/${listing.id}`);
  await tester.getByRole('button', { name: "I'll Test This" }).click();
  await expect(tester.getByRole('button', { name: 'Already Joined' })).toBeDisabled();
  await tester.getByRole('button', { name: 'Message Builder' }).click();

  await expect(tester).toHaveURL(/\/messages\?c=[0-9a-f-]{36}$/);
  await expect(tester.getByText('Conversation started!', { exact: true })).toBeVisible();
  await expect(tester.getByRole('heading', { name: 'Bea Builder' })).toBeVisible();
  const testerRow = tester.getByRole('button', { name: /Bea Builder/ });
  await expect(testerRow).toHaveAttribute('aria-current', 'true');
  await expect(testerRow).toContainText(`About: ${listing.name}`);
  await expect(testerRow).toContainText('Tester');

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
  await expect(mainNav(builder).getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
  const builderRow = builder.getByRole('button', { name: /Tess Tester/ });
  await expect(builderRow).toContainText(`About: ${listing.name}`);
  await expect(builderRow).toContainText('Builder');
  await expect(builderRow).toContainText('1 unread');
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
