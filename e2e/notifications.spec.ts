import type { Page } from '@playwright/test';
import { expectDrawnInside, postListingThroughApi } from './support/chat.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations, screenshotsAtBothWidths } from './support/page-checks.ts';

/** Accented names of 80 characters; the builder's first name, at the field's limit, has no space. */
const LONG_BUILDER = {
  firstName: 'Éléonore-Maëlys-Çélestine-Þórhildur-Ñúñez-Göransdóttir-Ångström-Øverlîe-Zoë-Đanë',
  lastName: 'Ženíšková',
};
const LONG_TESTER = {
  firstName: 'Þórgunnur-Ælfrída-Ŵenceslàs-Ōkami-Ñuñoz-Göransdóttir-Ångström-Øverlîe-Zoë-Đanëæ',
  lastName: 'Świętochowski-Łukasiewicz',
};
/** 500 characters without a space, to wrap wherever it lands. */
const LONG_MESSAGE = 'Ŵ'.repeat(500);

const bell = (page: Page, unread?: number) =>
  page.getByRole('link', {
    name: unread ? `Notifications, ${unread} unread` : 'Notifications',
    exact: true,
  });

test('a message raises the receiver’s bell live; the center opens the conversation and clears it', async ({
  newPersonPage,
}) => {
  test.setTimeout(120_000);
  const testerName = `${LONG_TESTER.firstName} ${LONG_TESTER.lastName}`;
  const builder = await newPersonPage('Builder', LONG_BUILDER);
  const listing = await postListingThroughApi(builder);
  const tester = await newPersonPage('Tester', LONG_TESTER);
  const joined = await tester.request.post('/api/interests', { data: { softwareId: listing.id } });
  expect(joined.ok(), await joined.text()).toBe(true);

  // The builder starts with nothing unread: the address reminder and the join are read here.
  await builder.goto('/notifications');
  await expect(builder.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(builder).toHaveTitle(/^Notifications/);
  await builder.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(builder)).toBeVisible();
  await expect(builder.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await builder
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Browse' })
    .click();
  // Set on the page itself: it survives only as long as the page is never reloaded.
  await builder.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  await tester.goto(`/software/${listing.id}`);
  await tester.getByRole('button', { name: 'Message Builder' }).click();
  await tester.getByRole('textbox', { name: 'Message' }).fill(LONG_MESSAGE);
  await tester.getByRole('button', { name: 'Send message' }).click();
  await expect(tester.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  await expect(bell(builder, 1)).toBeVisible();
  expect(await builder.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  await bell(builder, 1).click();
  await expect(builder).toHaveURL(/\/notifications$/);

  const list = builder.getByRole('list', { name: 'Notifications' });
  const item = list
    .getByRole('link')
    .filter({ hasText: `${testerName} sent you a message about ${listing.name}` });
  await expect(item).toBeVisible();
  await expect(item).toHaveAccessibleName(/^Unread: /);
  await expect(item).toContainText('Ŵ'.repeat(100));
  await expect(builder.getByText('1 unread notification', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(builder);
  await builder.setViewportSize({ width: 375, height: 900 });
  await expectDrawnInside(item, list);
  await expectDrawnInside(bell(builder, 1), builder.locator('header'));
  await expectDrawnInside(
    builder.getByRole('button', { name: 'Account menu' }),
    builder.locator('header'),
  );
  await screenshotsAtBothWidths(builder, 'notifications-center');

  await item.click();
  await expect(builder).toHaveURL(/\/messages\?c=[0-9a-f-]{36}$/);
  await expect(builder.getByRole('heading', { name: testerName })).toBeVisible();
  await expect(bell(builder)).toBeVisible();
  await builder.goto('/notifications');
  await expect(item).toHaveAccessibleName(new RegExp(`^${testerName}`));
  await expect(builder.getByText('All read', { exact: true })).toBeVisible();
});

test('a notification setting on the profile saves at once and stays after a reload', async ({
  newPersonPage,
}) => {
  const builder = await newPersonPage('Builder', { ...LONG_BUILDER, verified: false });
  await builder.goto('/profile');
  await expect(builder.getByRole('heading', { name: 'Notifications', level: 2 })).toBeVisible();
  // A new account's address is not proved yet: it is told why no mail would come.
  await expect(
    builder.getByText(/E-mail goes only to a verified address: verify yours to receive it\./),
  ).toBeVisible();
  // A builder is offered the builder's types only.
  await expect(builder.getByRole('rowheader')).toHaveText([
    'New messages',
    'A tester joined or was waitlisted on your beta',
    'New feedback on your beta',
    'Your test cycle may fall short of its testers',
  ]);

  const byMail = builder.getByRole('switch', { name: 'New messages by e-mail' });
  await expect(byMail).toBeChecked();
  await byMail.click();
  await expect(builder.getByText('Saved: New messages by e-mail.')).toBeVisible();
  // The keyboard works the switches too.
  const joinsInApp = builder.getByRole('switch', {
    name: 'A tester joined or was waitlisted on your beta in the app',
  });
  await joinsInApp.focus();
  await builder.keyboard.press('Space');
  await expect(
    builder.getByText('Saved: A tester joined or was waitlisted on your beta in the app.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(builder);
  await screenshotsAtBothWidths(builder, 'notifications-profile');

  await builder.reload();
  await expect(byMail).not.toBeChecked();
  await expect(joinsInApp).not.toBeChecked();
  await expect(builder.getByRole('switch', { name: 'New messages in the app' })).toBeChecked();
});
