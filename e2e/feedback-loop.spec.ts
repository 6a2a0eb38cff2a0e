import type { Page } from '@playwright/test';
import type { Feedback } from '@/shared/contracts/feedback.ts';
import type { ListingTester } from '@/shared/contracts/interests.ts';
import { expect, test } from './support/fixtures.ts';
import { createListingThroughApi, screenshotPng } from './support/listings.ts';
import { expectNoSeriousA11yViolations, screenshotsAtBothWidths } from './support/page-checks.ts';

const tag = Math.random().toString(36).slice(2, 7);
const TITLE = `Synchronisation échouée après reconnexion ${tag} — Ærøskøbing Łódź Çağlar Øyvind Zoë`;
const LONG_WORD = 'ÜberlängeÜberlänge'.repeat(28).slice(0, 500);

const toastWith = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

test('a tester reports a bug with a screenshot; the builder acknowledges, comments and fixes it; the tester verifies', async ({
  newPersonPage,
}) => {
  test.setTimeout(120_000);
  const builder = await newPersonPage('Builder', { firstName: 'Bea', lastName: 'Builder' });
  const tester = await newPersonPage('Tester', { firstName: 'Tove', lastName: 'Tester' });
  const id = await createListingThroughApi(builder, {
    name: `Tideline ${tag}`,
    shortDescription: 'Tide charts that work offline.',
    longDescription: 'Check the charts against your harbour.',
    category: 'Mobile',
  });
  expect((await tester.request.post('/api/interests', { data: { softwareId: id } })).ok()).toBe(
    true,
  );
  const [signup] = (await (
    await builder.request.get(`/api/software/${id}/testers`)
  ).json()) as ListingTester[];
  const accepted = await builder.request.patch(`/api/interests/${signup?.id}`, {
    data: { status: 'Accepted' },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  // The tester reports a bug, with a screenshot, from the listing's page.
  await tester.goto(`/software/${id}`);
  await tester.getByRole('button', { name: 'Report feedback' }).click();
  const form = tester.getByRole('dialog');
  await form.getByRole('radio', { name: 'Bug' }).check();
  await form.getByLabel('Title').fill(TITLE);
  await form.getByLabel('Description').fill(LONG_WORD);
  await form.getByLabel('Steps to reproduce').fill('1. Go offline\n2. Edit a chart\n3. Reconnect');
  await form.getByLabel('Expected').fill('The edit is kept');
  await form.getByLabel('Actual').fill('The edit is gone');
  await form.getByLabel('Severity').selectOption('High');
  await form.getByRole('button', { name: 'Add screenshot' }).click();
  const upload = tester.getByRole('dialog', { name: 'Upload Image' });
  await upload.getByLabel('Image file').setInputFiles({
    name: 'bug.png',
    mimeType: 'image/png',
    buffer: await screenshotPng(),
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload).toBeHidden();
  await expect(form.getByRole('button', { name: 'Remove screenshot 1' })).toBeVisible();
  await expectNoSeriousA11yViolations(tester);
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(toastWith(tester, 'Feedback sent')).toBeVisible();

  const [report] = (await (await tester.request.get('/api/feedback/mine')).json()) as Feedback[];
  expect(report).toMatchObject({ title: TITLE, status: 'New', severity: 'High' });
  const reportId = report?.id as string;

  // The builder finds it on the board, acknowledges it, comments and marks it fixed.
  await builder.goto(`/software/${id}/feedback`);
  await expect(builder.getByRole('link', { name: TITLE })).toBeVisible();
  await screenshotsAtBothWidths(builder, 'feedback-board');
  await builder.getByRole('link', { name: TITLE }).click();
  await expect(builder).toHaveURL(`/feedback/${reportId}`);
  await expect(builder.getByRole('img').first()).toBeVisible();
  for (const status of ['Acknowledged', 'Fixed']) {
    await builder.getByLabel('Status', { exact: true }).selectOption(status);
    await builder.getByRole('button', { name: 'Update status' }).click();
    await expect(toastWith(builder, 'Status updated').first()).toBeVisible();
    if (status === 'Acknowledged') {
      await builder
        .getByLabel('Add a comment')
        .fill('Thanks! Found it: the offline queue drops edits.');
      await builder.getByRole('button', { name: 'Comment' }).click();
      await expect(
        builder.getByText('Thanks! Found it: the offline queue drops edits.'),
      ).toBeVisible();
    }
  }

  // The tester sees it fixed in My feedback, opens it and confirms the fix.
  await tester.goto('/my-demos');
  await tester.getByRole('tab', { name: 'My feedback' }).click();
  await expect(tester.getByRole('link', { name: TITLE })).toBeVisible();
  await tester.getByRole('link', { name: TITLE }).click();
  await expect(tester.getByText('Thanks! Found it: the offline queue drops edits.')).toBeVisible();
  await tester.getByRole('button', { name: 'Verified' }).click();
  await expect
    .poll(
      async () =>
        ((await (await tester.request.get(`/api/feedback/${reportId}`)).json()) as Feedback).status,
    )
    .toBe('Verified');
  await expectNoSeriousA11yViolations(tester);
  await screenshotsAtBothWidths(tester, 'feedback-report');
});
