import { expect, test } from './support/fixtures.ts';

test('a role an admin gives reaches the person’s open page without a reload', async ({
  newPersonPage,
  adminPage: admin,
}) => {
  // An account of its own: the admin promotes it.
  const person = await newPersonPage('Tester', { firstName: 'Rosa', lastName: 'Promoted' });
  await person.goto('/');
  const { id } = (await (await person.request.get('/api/auth/user')).json()) as { id: string };
  const nav = person.getByRole('banner');
  await expect(nav.getByRole('link', { name: 'My Demos' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  // The page must not be reloaded: a marker on window would vanish with a reload.
  await person.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

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
