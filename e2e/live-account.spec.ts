import { expect, test } from '@playwright/test';
import { completeProfile, newAccount, signUpThroughUi } from './support/accounts.ts';
import { signInAsAdmin } from './support/admin.ts';

test('a role an admin gives reaches the person’s open page without a reload', async ({
  browser,
}) => {
  const person = await (await browser.newContext()).newPage();
  const admin = await (await browser.newContext()).newPage();
  await signUpThroughUi(person, newAccount({ firstName: 'Rosa', lastName: 'Promoted' }));
  await completeProfile(person, 'Tester');
  const { id } = (await (await person.request.get('/api/auth/user')).json()) as { id: string };
  const nav = person.getByRole('banner');
  await expect(nav.getByRole('link', { name: 'My Demos' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  // The page must not be reloaded: a marker on window would vanish with a reload.
  await person.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  await signInAsAdmin(admin);
  const changed = await admin.request.patch(`/api/admin/users/${id}/role`, {
    data: { role: 'Builder' },
  });
  expect(changed.ok()).toBe(true);

  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My Demos' })).toHaveCount(0);
  expect(
    await person.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
  ).toBe(true);
});
