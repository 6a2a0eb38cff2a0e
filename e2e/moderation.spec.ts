import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  APPEAL_SENT_MESSAGE,
  HIDDEN_LISTING_TITLE,
  REPORT_SENT_MESSAGE,
} from '@/shared/contracts/moderation-rules.ts';
import { E2E_PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { createListingThroughApi } from './support/listings.ts';
import { expectNoSeriousA11yViolations, screenshotsAtBothWidths } from './support/page-checks.ts';

/*
 * Trust and safety as people meet it: a tester reports a listing, an admin hides it from the
 * queue with a reason, and its builder reads the reason and appeals once; an admin suspends a
 * person who is signed in elsewhere, whose open page signs out at once and whose sign-in is
 * refused with the reason and the end date.
 */
const RTL = 'مرحبا، هذه صفحة احتيال — שלום, זה דף התחזות';
const LONG_URL = `https://phish.example/${'a'.repeat(228)}`;
const accented = (start: string) =>
  `${start} Ærøskøbing-Łódź Šťastný Élodie Ñúñez Çağlar Øyvind`.padEnd(80, 'é').slice(0, 80);

async function me(page: Page) {
  return (await (await page.request.get('/api/auth/user')).json()) as { id: string; email: string };
}

test('a reported listing is hidden from the queue; its builder reads why and appeals once', async ({
  newPersonPage,
  adminPage: admin,
}) => {
  test.setTimeout(150_000);
  const tag = randomUUID().slice(0, 6);
  const name = `Phish ${tag} ${'Ł'.repeat(20)}`;
  const builder = await newPersonPage('Builder', { firstName: accented(`Bo ${tag}`) });
  const tester = await newPersonPage('Tester', { firstName: `Tess ${tag}` });
  const listingId = await createListingThroughApi(builder, {
    name,
    shortDescription: 'Free coins, enter your password here',
    longDescription: 'x'.repeat(500),
    category: 'Web',
    link: 'https://login-verify.example/steal',
  });

  // The tester reports it from its page, with a reason and details.
  await tester.goto(`/software/${listingId}`);
  await expect(tester.getByRole('heading', { name, level: 1 })).toBeVisible();
  await tester.getByRole('button', { name: `Report ${name}` }).click();
  const dialog = tester.getByRole('dialog', { name: `Report ${name}` });
  await dialog.getByRole('radio', { name: 'Malware or phishing' }).check();
  await dialog
    .getByLabel('Details (optional)')
    .fill(`It asks for my bank password. ${RTL} ${LONG_URL}`);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(tester.getByText(REPORT_SENT_MESSAGE)).toBeVisible();

  // The admin finds it in the queue, reads it as the builder wrote it, and hides it.
  await admin.goto('/admin/moderation');
  await expect(admin.getByRole('heading', { name: 'Moderation queue' })).toBeVisible();
  await admin.getByRole('link', { name }).click();
  await expect(admin.getByText(`It asks for my bank password. ${RTL} ${LONG_URL}`)).toBeVisible();
  await expect(admin.getByText('https://login-verify.example/steal')).toBeVisible();
  await screenshotsAtBothWidths(admin, 'moderation-case');
  await admin.getByRole('button', { name: 'Hide listing' }).click();
  const hide = admin.getByRole('alertdialog', { name: 'Hide this listing?' });
  await hide.getByLabel('Reason').fill('A phishing page that asks for passwords.');
  await hide.getByRole('button', { name: 'Hide listing' }).click();
  await expect(hide).toBeHidden();
  await expect(admin.getByText(/Listing hidden; 1 report closed/)).toBeVisible();

  // Gone for everyone else: its page, and Browse's search.
  await tester.goto(`/software/${listingId}`);
  await expect(tester.getByRole('heading', { name, level: 1 })).toHaveCount(0);
  const share = await tester.request.get(`/api/software/${listingId}`);
  expect(share.status()).toBe(404);
  await tester.goto(`/browse?search=${encodeURIComponent(tag)}`);
  await expect(tester.getByRole('heading', { name: 'Discover Beta Software' })).toBeVisible();
  await expect(tester.getByText(name)).toHaveCount(0);

  // The tester's own list says it was acted on, without naming what is no longer shown.
  await tester.goto('/profile');
  const mine = tester.getByRole('list', { name: 'Your reports' });
  await expect(mine.getByRole('listitem')).toHaveText([
    /^ListingNo longer shownMalware or phishing · .* · An admin acted on it$/,
  ]);

  // The builder reads why, and appeals once.
  await builder.goto(`/software/${listingId}`);
  const banner = builder.getByRole('region', { name: HIDDEN_LISTING_TITLE });
  await expect(banner).toContainText('A phishing page that asks for passwords.');
  await banner.getByRole('button', { name: 'Appeal' }).click();
  const appeal = builder.getByRole('dialog', { name: `Appeal for ${name}` });
  await appeal
    .getByLabel('Why should it be shown?')
    .fill(`The link was a test page; it is gone now. ${RTL} ${'w'.repeat(500)}`);
  await appeal.getByRole('button', { name: 'Send appeal' }).click();
  await expect(appeal).toBeHidden();
  await expect(banner).toContainText(APPEAL_SENT_MESSAGE);
  await expect(banner.getByRole('button', { name: 'Appeal' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(builder);
  await screenshotsAtBothWidths(builder, 'moderation-hidden-listing');

  // The appeal waits in the queue.
  await admin.goto('/admin/moderation');
  const card = admin.getByRole('listitem').filter({ has: admin.getByRole('link', { name }) });
  await expect(card.getByText('Appeal', { exact: true })).toBeVisible();
  await card.getByRole('link', { name }).click();
  await expect(admin.getByText(/The link was a test page; it is gone now\./)).toBeVisible();
  await screenshotsAtBothWidths(admin, 'moderation-appeal-case');
});

test('a suspended person signed in elsewhere is signed out at once and told why at sign-in', async ({
  newPersonPage,
  adminPage: admin,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const person = await newPersonPage('Tester', { firstName: `Sly ${tag}`, lastName: 'Spammer' });
  const { id, email } = await me(person);
  await person.goto('/my-demos');
  await expect(person.getByRole('heading', { name: 'My Demos' })).toBeVisible();

  await admin.goto(`/admin/moderation/person/${id}`);
  await admin.getByRole('button', { name: 'Suspend' }).click();
  const suspend = admin.getByRole('alertdialog', { name: `Suspend Sly ${tag} Spammer?` });
  await suspend.getByLabel('Length').selectOption({ label: '7 days' });
  await suspend.getByLabel('Reason').fill('Sent the same advert to forty builders.');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(suspend).toBeHidden();
  await expect(admin.getByText(/Account suspended for 7 days/)).toBeVisible();

  // Their open page hears it without a reload and leaves for the sign-in screen.
  await expect(person).toHaveURL(/\/login/);
  await person.getByLabel('Email').fill(email);
  await person.getByLabel('Password').fill(E2E_PASSWORD);
  await person.getByRole('button', { name: 'Sign In' }).click();
  const refusal = person.getByRole('alert');
  await expect(refusal).toContainText(/Your account is suspended until \w+ \d+, \d{4}\./);
  await expect(refusal).toContainText('Sent the same advert to forty builders.');
  await screenshotsAtBothWidths(person, 'moderation-suspended-sign-in');

  // The audit log says who did it and why.
  await admin.goto('/admin/audit-log');
  await expect(admin.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: 'Sent the same advert to forty builders.' });
  await expect(row).toContainText('Suspended a person');
  await screenshotsAtBothWidths(admin, 'moderation-audit-log');
});
