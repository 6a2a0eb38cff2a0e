import { randomUUID } from 'node:crypto';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/page-checks.ts';

const ACCENTED_80 =
  'Élodie-Anaïs Ñúñez-Þórsdóttir Ålesund Çağlar Øyvind Zoë Ĳsselmeer Łódź Šťastný'.slice(0, 80);

for (const width of [375, 1280]) {
  test(`at ${width} px the account settings hold an 80-character accented name and an unbroken address`, async ({
    newPersonPage,
  }) => {
    const page = await newPersonPage('Tester', {
      firstName: ACCENTED_80,
      lastName: 'Ó'.repeat(80),
      email: `${'a'.repeat(60)}-${randomUUID().slice(0, 8)}@a-rather-long-domain-name.test`,
    });
    await page.setViewportSize({ width, height: 812 });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'E-mail verification' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'E-mail address' })).toBeVisible();
    // Nothing a person typed may widen the page past the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `account-settings-hostile-${width}`);
  });
}
