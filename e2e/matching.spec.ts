import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Cycle } from '@/shared/contracts/cycles.ts';
import type { Platform } from '@/shared/contracts/platforms.ts';
import { expect, test } from './support/fixtures.ts';
import { createListingThroughApi } from './support/listings.ts';
import { expectNoSeriousA11yViolations, screenshotsAtBothWidths } from './support/page-checks.ts';

const accented = (start: string) =>
  `${start} Ærøskøbing-Łódź Šťastný Élodie Ñúñez Çağlar`.padEnd(80, 'é').slice(0, 80);

/** A listing of the builder's that runs on these platforms, posted the way the form posts. */
async function postFor(builder: Page, name: string, platforms: Platform[]) {
  return createListingThroughApi(builder, {
    name,
    shortDescription: 'Tide tables for small harbours, offline.',
    longDescription: 'Check the tables against your harbour for two weeks.',
    category: 'Mobile',
    platforms,
    minOsVersions: platforms.includes('Android') ? { Android: '10' } : {},
    testerLimit: 12,
  } as Parameters<typeof createListingThroughApi>[1]);
}

async function addDeviceThroughApi(page: Page, model: string) {
  const added = await page.request.post('/api/me/devices', {
    data: { platform: 'Android', osVersion: '13', model },
  });
  expect(added.status(), await added.text()).toBe(201);
}

const TERMS = [
  'Tidewater test agreement',
  '',
  '1. Keep what you see in this beta to yourself until it launches.',
  '2. Send crashes and screenshots through Beta Harbor only.',
  `3. Reference: ${'x'.repeat(500)}`,
].join('\n');

test('a tester adds an Android phone, filters Browse to Android and joins a beta after accepting its terms', async ({
  newPersonPage,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);
  const builder = await newPersonPage('Builder', { firstName: 'Nora', lastName: 'Harbour' });
  const tester = await newPersonPage('Tester', { firstName: accented(`Tess ${tag}`) });
  const androidName = `Tidewater ${tag}`;
  const iosName = `Orchard ${tag}`;
  const listingId = await postFor(builder, androidName, ['Android']);
  await postFor(builder, iosName, ['iOS']);
  const terms = await builder.request.put(`/api/software/${listingId}/agreement`, {
    data: { text: TERMS },
  });
  expect(terms.ok(), await terms.text()).toBe(true);

  // The tester lists the phone they test on.
  await tester.goto('/profile');
  const devices = tester.locator('#your-devices');
  await expect(devices.getByText(/^No devices yet/)).toBeVisible();
  await devices.getByLabel('Platform').selectOption('Android');
  await devices.getByLabel('OS version (optional)').fill('14');
  await devices.getByLabel('Model (optional)').fill('Pixel 8');
  await devices.getByRole('button', { name: 'Add device' }).click();
  await expect(devices.getByText('Pixel 8 · Android 14')).toBeVisible();

  // Browse recommends the Android beta, and the platform filter keeps it and drops the iOS one.
  await tester.goto('/browse');
  const recommended = tester.getByRole('region', { name: 'Recommended for you' });
  await expect(recommended.getByText(androidName)).toBeVisible();
  await expect(recommended.getByText('Fits your Pixel 8').first()).toBeVisible();
  await tester.getByRole('searchbox', { name: 'Search software' }).fill(tag);
  await expect(tester.getByRole('link', { name: iosName, exact: true })).toBeVisible();
  await tester.getByLabel('Platform', { exact: true }).selectOption('Android');
  await expect(tester).toHaveURL(/[?&]platform=Android\b/);
  await expect(tester.getByRole('link', { name: iosName, exact: true })).toBeHidden();
  await expect(tester.getByRole('link', { name: androidName, exact: true }).first()).toBeVisible();
  await screenshotsAtBothWidths(tester, 'matching-browse-android');

  // Joining asks for the terms first; the join is refused until they are accepted.
  await tester.goto(`/software/${listingId}`);
  await expect(tester.getByText(/None of your devices fits/)).toBeHidden();
  await tester.getByRole('button', { name: "I'll Test This" }).click();
  const dialog = tester.getByRole('dialog', { name: `Join ${androidName}` });
  await expect(dialog.getByText('Tidewater test agreement')).toBeVisible();
  await screenshotsAtBothWidths(tester, 'matching-terms-dialog');
  await dialog.getByRole('checkbox', { name: 'I have read and accept these terms' }).check();
  await dialog.getByRole('button', { name: 'Accept and join' }).click();
  await expect(tester.getByRole('button', { name: 'Already Joined' })).toBeDisabled();
  await expect(tester.getByText(/^You accepted the terms \(version 1\) on /)).toBeVisible();
  await expectNoSeriousA11yViolations(tester);
  await screenshotsAtBothWidths(tester, 'matching-joined-with-terms');

  // The builder sees the phone that fits and the version accepted.
  await builder.goto(`/software/${listingId}`);
  await builder.getByRole('button', { name: `Testers of ${androidName}` }).click();
  await expect(builder.getByText('Pixel 8 · Android 14')).toBeVisible();
  await expect(builder.getByText(/^Accepted terms v1 on /)).toBeVisible();
});

test('a builder invites two testers whose phones fit to a running cycle, and one answers from My Demos', async ({
  newPersonPage,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);
  const builder = await newPersonPage('Builder', { firstName: 'Ivo', lastName: 'Inviter' });
  const ana = await newPersonPage('Tester', { firstName: accented(`Ana ${tag}`), lastName: 'Ü' });
  const ben = await newPersonPage('Tester', { firstName: `Ben ${tag}`, lastName: 'Phones' });
  await addDeviceThroughApi(ana, `Galaxy A54 ${'5G'.repeat(34)}`);
  await addDeviceThroughApi(ben, 'Pixel 7a');
  const listingName = `Harbour Lights ${tag}`;
  const listingId = await postFor(builder, listingName, ['Android']);
  const started = await builder.request.post(`/api/software/${listingId}/cycles`, {
    data: {
      kind: 'PlayClosedTest',
      timeZone: 'UTC',
      startDate: new Date().toISOString().slice(0, 10),
    },
  });
  expect(started.status(), await started.text()).toBe(201);
  const cycle = (await started.json()) as Cycle;

  await builder.goto(`/cycles/${cycle.id}`);
  await builder.getByRole('button', { name: 'Invite testers' }).click();
  const dialog = builder.getByRole('dialog', { name: 'Invite testers' });
  const suggested = dialog.getByRole('list', { name: 'Suggested testers' });
  const anaBox = suggested.getByRole('checkbox', { name: `${accented(`Ana ${tag}`)} Ü` });
  const benBox = suggested.getByRole('checkbox', { name: `Ben ${tag} Phones` });
  await expect(anaBox).toHaveAccessibleDescription(/Galaxy A54/);
  await anaBox.check();
  await benBox.check();
  await dialog
    .getByLabel('Message (optional)')
    .fill('Two weeks on your phone, five minutes a day.');
  await screenshotsAtBothWidths(builder, 'matching-invite-dialog');
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(builder.getByText('Invited 2 testers', { exact: true }).first()).toBeVisible();

  await ana.goto('/my-demos');
  await expect(ana.getByRole('heading', { name: 'Invitations' })).toBeVisible();
  await expect(ana.getByText('Two weeks on your phone, five minutes a day.')).toBeVisible();
  await screenshotsAtBothWidths(ana, 'matching-my-invitations');
  await ana.getByRole('button', { name: `View and join ${listingName}` }).click();
  await expect(ana).toHaveURL(new RegExp(`/software/${listingId}$`));
  await expect(ana.getByRole('button', { name: "I'll Test This" })).toBeVisible();
});
