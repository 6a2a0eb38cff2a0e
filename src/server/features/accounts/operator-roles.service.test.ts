import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '@/server/app.ts';
import { loadConfig } from '@/server/config.ts';
import { openServiceContext, type ServiceContext } from '@/server/lib/service-context.ts';
import { LAST_ADMIN_MESSAGE } from '@/shared/contracts/admin.ts';
import { TEST_ADMIN_EMAIL, TEST_SECRET } from '@/tests/app/build-app.ts';
import { registerUser, type SignedInUser } from '@/tests/factories/people.ts';
import { openDatabaseTwice } from '@/tests/processes/two-processes.ts';
import { setAdminByOperator } from './operator-roles.service.ts';

/**
 * `npm run admin -- grant|revoke` runs beside the server, as `npm run seed` does: its context is
 * opened on the server's database, and the server's open sessions show the change at once.
 */
let databases: Awaited<ReturnType<typeof openDatabaseTwice>>;
let app: App;
let script: ServiceContext & { close(): Promise<void> };

beforeAll(async () => {
  databases = await openDatabaseTwice();
  const config = loadConfig({
    DATA_DIR: '/nonexistent-test-data-dir',
    SESSION_SECRET: TEST_SECRET,
    ADMIN_EMAILS: TEST_ADMIN_EMAIL,
  });
  app = await buildApp({ config, database: databases.first });
  await app.ready();
  script = await openServiceContext(databases.second);
});

afterAll(async () => {
  await script.close();
  await app.close();
  await databases.close();
});

const roleOf = async (person: SignedInUser) => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/auth/session',
    headers: { cookie: person.cookie },
  });
  return response.json().role;
};

describe('npm run admin', () => {
  it('grant makes an unverified account Admin, and its open session shows it', async () => {
    const first = await registerUser(app, { email: 'first.admin@example.test' });
    expect(await roleOf(first)).toBe('Tester');

    const granted = await setAdminByOperator(script, 'grant', ' First.Admin@Example.test ');
    expect(granted).toMatchObject({ changed: true, user: { role: 'Admin' } });
    await expect.poll(() => roleOf(first)).toBe('Admin');
    const again = await setAdminByOperator(script, 'grant', 'first.admin@example.test');
    expect(again.changed).toBe(false);
  });

  it('revoke makes an Admin a Tester, but never the last Admin', async () => {
    const second = await registerUser(app, { email: 'second.admin@example.test' });
    await setAdminByOperator(script, 'grant', 'second.admin@example.test');
    await expect.poll(() => roleOf(second)).toBe('Admin');

    const revoked = await setAdminByOperator(script, 'revoke', 'second.admin@example.test');
    expect(revoked).toMatchObject({ changed: true, user: { role: 'Tester' } });
    await expect.poll(() => roleOf(second)).toBe('Tester');
    await expect(setAdminByOperator(script, 'revoke', 'first.admin@example.test')).rejects.toThrow(
      LAST_ADMIN_MESSAGE,
    );
  });

  it('refuses an address no account has', async () => {
    await expect(setAdminByOperator(script, 'grant', 'nobody@example.test')).rejects.toThrow(
      'No account has the e-mail address nobody@example.test',
    );
  });
});
