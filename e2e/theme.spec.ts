import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { postListingThroughApi } from './support/chat.ts';
import { expect, type NewPersonPage, test } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/page-checks.ts';

/** Whether the page body is drawn light or dark, from its computed background colour. */
async function bodyShade(page: Page): Promise<'light' | 'dark'> {
  const colour = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [red = 0, green = 0, blue = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue < 128 ? 'dark' : 'light';
}

const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });
const themeChoice = (page: Page, name: 'Light' | 'Dark' | 'System') =>
  page.getByRole('group', { name: 'Theme' }).getByRole('menuitemradio', { name });

/** Opens Browse, signed in, and waits for it: the theme is read from the drawn page. */
async function openBrowse(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Discover Beta Software' })).toBeVisible();
}

test.describe('with the system set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the page is dark; Light in the account menu wins and survives a reload; System follows the system', async ({
    testerPage: page,
  }) => {
    await openBrowse(page);
    expect(await bodyShade(page)).toBe('dark');

    await accountMenu(page).click();
    await expect(themeChoice(page, 'System')).toHaveAttribute('aria-checked', 'true');
    await screenshot(page, 'theme-account-menu-dark');
    await themeChoice(page, 'Light').click();
    await expect.poll(() => bodyShade(page)).toBe('light');
    await expect(themeChoice(page, 'Light')).toHaveAttribute('aria-checked', 'true');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Discover Beta Software' })).toBeVisible();
    expect(await bodyShade(page)).toBe('light');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'light',
    );

    await accountMenu(page).click();
    await themeChoice(page, 'System').click();
    await expect.poll(() => bodyShade(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => bodyShade(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => bodyShade(page)).toBe('dark');
  });

  test('the theme is set before the app runs, so a dark page never flashes white', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('bh-theme', 'dark'));
    await page.emulateMedia({ colorScheme: 'light' });
    // Without the app's scripts the page is still drawn in the chosen theme.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.className)).toBe('dark');
    expect(await bodyShade(page)).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'dark',
    );
  });
});

test('the theme choice works from the keyboard', async ({ testerPage: page }) => {
  await openBrowse(page);
  expect(await bodyShade(page)).toBe('light');
  await accountMenu(page).focus();
  await page.keyboard.press('Enter');
  const dark = themeChoice(page, 'Dark');
  while (!(await dark.evaluate((item) => item === document.activeElement))) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(dark).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => bodyShade(page)).toBe('dark');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(accountMenu(page)).toBeFocused();
});

for (const width of [1280, 375]) {
  test(`at ${width} px the account menu leaves nothing focusable under aria-hidden, open or closed`, async ({
    builderPage: page,
  }) => {
    await page.setViewportSize({ width, height: 812 });
    await openBrowse(page);
    const ariaHiddenFocus = async () =>
      (await new AxeBuilder({ page }).withRules(['aria-hidden-focus']).analyze()).violations;

    expect(await ariaHiddenFocus()).toEqual([]);
    await accountMenu(page).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    if (width === 375) await expect(menu.getByRole('menuitem', { name: 'Browse' })).toBeVisible();
    expect(await ariaHiddenFocus()).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `theme-account-menu-${width}`);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await ariaHiddenFocus()).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
}

/** A builder's listing and a tester who joined it and wrote to the builder. */
async function testerInAConversation(newPersonPage: NewPersonPage) {
  const builder = await newPersonPage('Builder', { firstName: 'Bérénice', lastName: 'Builder' });
  const listing = await postListingThroughApi(builder);

  const tester = await newPersonPage('Tester', { firstName: 'Théa', lastName: 'Thème' });
  await tester.goto(`/software/${listing.id}`);
  await tester.getByRole('button', { name: "I'll Test This" }).click();
  await tester.getByRole('button', { name: 'Message Builder' }).click();
  await expect(tester).toHaveURL(/\/messages\?c=[0-9a-f-]{36}$/);
  const composer = tester.getByRole('textbox', { name: 'Message' });
  await composer.fill('Bonjour! The sign-up form freezes on Safari when the name has accents.');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  const conversationUrl = tester.url();
  await tester.getByRole('textbox', { name: 'Message' }).blur();
  return { tester, listing, conversationUrl };
}

for (const scheme of ['light', 'dark'] as const) {
  test(`Browse, a listing, Messages and Admin read well in ${scheme} at 1280 and 375 px`, async ({
    newPersonPage,
    adminPage: admin,
  }) => {
    test.setTimeout(150_000);
    const { tester, listing, conversationUrl } = await testerInAConversation(newPersonPage);
    const screens = [
      { name: 'browse', page: tester, url: '/', ready: 'Discover Beta Software' },
      { name: 'listing', page: tester, url: `/software/${listing.id}`, ready: listing.name },
      { name: 'messages', page: tester, url: conversationUrl, ready: 'Bérénice Builder' },
      { name: 'admin', page: admin, url: '/admin', ready: 'Admin Dashboard' },
    ];
    for (const width of [1280, 375]) {
      for (const { name, page, url, ready } of screens) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width, height: 812 });
        await page.goto(url);
        await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
        expect(await bodyShade(page)).toBe(scheme);
        // Axe's colour-contrast rule is serious: every text on the screen meets AA.
        await expectNoSeriousA11yViolations(page);
        await screenshot(page, `theme-${name}-${scheme}-${width}`);
      }
    }
  });
}
