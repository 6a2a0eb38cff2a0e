import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/chat.ts';
import { expect, type NewPersonPage, test } from './support/fixtures.ts';
import { createListingThroughApi, type ListingInput } from './support/listings.ts';
import { screenshot } from './support/page-checks.ts';

/*
 * Text people type, at its worst: a word with no break in it, a bare URL, an accented name at the
 * field's limit and right-to-left scripts. Every screen a person of each role reaches must wrap it
 * and never scroll sideways, on a desktop and a phone, light and dark.
 */
const LONG_WORD = 'w'.repeat(500);
const LONG_URL = `https://example.com/${'a'.repeat(230)}`;
const ACCENTED = 'Éléonore-Maëlys-Çélestine-Þórhildur-Ñúñez-Göransdóttir-Ångström-Øverlîe-Zoë-Đanë';
const RTL = 'مرحبا بالعالم، هذا اختبار طويل — שלום עולם, זו בדיקה';
const HOSTILE = `${LONG_WORD} ${LONG_URL} ${RTL}`;

interface HostileWorld {
  builder: Page;
  tester: Page;
  listingId: string;
  conversationId: string;
  reportId: string;
  cycleId: string;
}

async function userId(page: Page): Promise<string> {
  const response = await page.request.get('/api/auth/user');
  return ((await response.json()) as { id: string }).id;
}

async function ok<T>(
  answer: Promise<{ ok(): boolean; text(): Promise<string>; json(): Promise<unknown> }>,
) {
  const response = await answer;
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/**
 * A test cycle on the listing with a 250-character opt-in link: the tester opted in with a long
 * store address and checked in with a hostile note, and a build update with hostile notes fixed
 * their report. The cycle starts on the server's date (its test clock, TEST_CLOCK=1), which the
 * cycle spec may move: the check-in is sent for the date the cycle says is today.
 */
async function hostileCycle(builder: Page, tester: Page, listingId: string, reportId: string) {
  const { now } = await ok<{ now: string }>(builder.request.get('/api/test-clock'));
  const cycle = await ok<{ id: string }>(
    builder.request.post(`/api/software/${listingId}/cycles`, {
      data: {
        kind: 'Custom',
        testersRequired: 1,
        lengthDays: 14,
        timeZone: 'UTC',
        startDate: now.slice(0, 10),
        optInLink: LONG_URL,
      },
    }),
  );
  await ok(
    tester.request.put(`/api/cycles/${cycle.id}/opt-in`, {
      data: { storeEmail: `${'o'.repeat(60)}@${'e'.repeat(60)}.example` },
    }),
  );
  const { today } = await ok<{ today: string }>(tester.request.get(`/api/cycles/${cycle.id}`));
  await ok(
    tester.request.post(`/api/cycles/${cycle.id}/check-ins`, {
      data: { date: today, note: HOSTILE.slice(0, 1000) },
    }),
  );
  await ok(
    builder.request.post(`/api/cycles/${cycle.id}/builds`, {
      data: { version: `${'9'.repeat(60)}`, notes: HOSTILE, fixes: [reportId] },
    }),
  );
  return cycle.id;
}

/**
 * A builder and a tester with hostile names; a listing with hostile text everywhere; the tester
 * joined with a hostile answer, accepted with a hostile reason, reporting hostile feedback and
 * writing a hostile message. All through the API, as the screens would.
 */
async function makeHostileWorld(newPersonPage: NewPersonPage): Promise<HostileWorld> {
  const [builder, tester] = await Promise.all([
    newPersonPage('Builder', {
      firstName: ACCENTED,
      lastName: 'כהן',
      businessName: `${'B'.repeat(100)} ${RTL.slice(0, 15)}`,
      website: LONG_URL,
    }),
    newPersonPage('Tester', { firstName: 'Ægidius', lastName: `${ACCENTED.slice(0, 60)} عادل` }),
  ]);
  const listingId = await createListingThroughApi(builder, {
    name: `${ACCENTED} ${randomUUID().slice(0, 6)}`,
    shortDescription: `${'s'.repeat(140)} ${RTL}`,
    longDescription: HOSTILE,
    category: 'Web',
    link: LONG_URL,
    notes: HOSTILE,
    // The helper's input names the spec's fields; the API takes these later ones too.
    accessInstructions: HOSTILE,
    screeningQuestions: [{ prompt: `${'q'.repeat(250)}?`, kind: 'text', required: true }],
  } as ListingInput);
  const listing = await ok<{ screeningQuestions: { id: string }[] }>(
    tester.request.get(`/api/software/${listingId}`),
  );
  const questionId = listing.screeningQuestions[0]?.id ?? '';
  await ok(
    tester.request.post('/api/interests', {
      data: {
        softwareId: listingId,
        answers: { [questionId]: `${LONG_WORD.slice(0, 400)} ${RTL}` },
      },
    }),
  );
  const testers = await ok<{ id: string }[]>(
    builder.request.get(`/api/software/${listingId}/testers`),
  );
  await ok(
    builder.request.patch(`/api/interests/${testers[0]?.id}`, {
      data: { status: 'Accepted', reason: `${LONG_WORD.slice(0, 420)} ${RTL}` },
    }),
  );
  const report = await ok<{ id: string }>(
    tester.request.post(`/api/software/${listingId}/feedback`, {
      data: {
        kind: 'Bug',
        title: `${ACCENTED} ${RTL.slice(0, 20)}`,
        body: HOSTILE,
        steps: LONG_URL,
      },
    }),
  );
  const conversation = await ok<{ id: string }>(
    tester.request.post('/api/conversations', {
      data: {
        builderId: await userId(builder),
        testerId: await userId(tester),
        softwareId: listingId,
      },
    }),
  );
  await ok(
    tester.request.post('/api/messages', {
      data: { conversationId: conversation.id, content: HOSTILE },
    }),
  );
  const cycleId = await hostileCycle(builder, tester, listingId, report.id);
  return {
    builder,
    tester,
    listingId,
    conversationId: conversation.id,
    reportId: report.id,
    cycleId,
  };
}

/**
 * Looks at the page as it stands at 1280 and 375 px wide, light and dark: nothing may be wider
 * than the window. A screenshot at each width: desktop light, phone dark.
 */
async function expectPageFits(page: Page, shot: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(
        async () => expectNoSidewaysScroll(page),
        `${shot} ${width} ${colorScheme}`,
      ).toPass({
        timeout: 5_000,
      });
      if ((colorScheme === 'dark') === (width === 375)) {
        await screenshot(page, `hostile-${shot}-${width}-${colorScheme}`);
      }
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Opens each screen once, waits for its heading, then checks it at both widths and themes. */
async function expectScreensFit(page: Page, role: string, paths: Record<string, string>) {
  for (const [name, path] of Object.entries(paths)) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectPageFits(page, `${role}-${name}`);
  }
}

test.describe('hostile text never widens a page', () => {
  test('for the tester', async ({ newPersonPage }) => {
    const world = await makeHostileWorld(newPersonPage);
    await expectScreensFit(world.tester, 'tester', {
      browse: '/',
      detail: `/software/${world.listingId}`,
      share: `/share/${world.listingId}`,
      'my-demos': '/my-demos',
      profile: '/profile',
      messages: `/messages?c=${world.conversationId}`,
      notifications: '/notifications',
      report: `/feedback/${world.reportId}`,
    });
  });

  test('for the builder', async ({ newPersonPage }) => {
    const world = await makeHostileWorld(newPersonPage);
    await expectScreensFit(world.builder, 'builder', {
      detail: `/software/${world.listingId}`,
      dashboard: '/builder-dashboard',
      'feedback-board': `/software/${world.listingId}/feedback`,
      report: `/feedback/${world.reportId}`,
      edit: `/software/${world.listingId}/edit`,
      messages: `/messages?c=${world.conversationId}`,
      notifications: '/notifications',
      profile: '/profile',
      cycles: `/software/${world.listingId}/cycles`,
      cycle: `/cycles/${world.cycleId}`,
      evidence: `/cycles/${world.cycleId}/evidence`,
    });
    // The testers panel: the tester's name, screening answer and the decision's reason.
    const { builder } = world;
    await builder.goto(`/software/${world.listingId}`);
    await builder
      .getByRole('button', { name: /^Testers/ })
      .first()
      .click();
    await expect(builder.getByRole('region', { name: /^Testers of/ })).toContainText('Ægidius');
    await expectPageFits(builder, 'builder-testers-panel');
  });

  test('for the admin, and for a visitor', async ({ newPersonPage, adminPage, browser }) => {
    const world = await makeHostileWorld(newPersonPage);
    await expectScreensFit(adminPage, 'admin', {
      admin: '/admin',
      browse: '/',
      detail: `/software/${world.listingId}`,
    });
    const visitor = await browser.newPage();
    await expectScreensFit(visitor, 'visitor', {
      share: `/share/${world.listingId}`,
      detail: `/software/${world.listingId}`,
    });
    await visitor.close();
  });
});
