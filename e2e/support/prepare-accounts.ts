// Runs before the shared e2e server starts (playwright.config.ts). That server has no SMTP_URL
// (the admin specs check that mail is held), so no verification link could reach a test: the
// run's admin and one tester are registered here and their addresses verified through the same
// service the link's screen calls, which is what makes an ADMIN_EMAILS address Admin. The
// sign-up spec walks the real mailed link, on a server of its own with a mail sink.
import { eq } from 'drizzle-orm';
import { loadConfig } from '@/server/config.ts';
import { openConfiguredDatabase } from '@/server/db/migrate.ts';
import { users } from '@/server/db/schema/users.ts';
import { issueAccountToken } from '@/server/features/accounts/account-tokens.ts';
import { verifyEmail } from '@/server/features/accounts/verification.service.ts';
import { registerUser } from '@/server/features/auth/auth.service.ts';
import { openServiceContext } from '@/server/lib/service-context.ts';
import { E2E_ADMIN, E2E_PASSWORD, E2E_VERIFIED_TESTER, type NewAccount } from './accounts.ts';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const services = await openServiceContext(database);

async function registerVerified(account: NewAccount) {
  const { db } = services;
  const [existing] = await db.select().from(users).where(eq(users.email, account.email));
  const user = existing ?? (await registerUser(db, { ...account, password: E2E_PASSWORD }));
  const token = await issueAccountToken(db, {
    userId: user.id,
    purpose: 'verify_email',
    email: account.email,
  });
  await verifyEmail(services, token, config.adminEmails);
}

try {
  await registerVerified(E2E_ADMIN);
  await registerVerified(E2E_VERIFIED_TESTER);
} finally {
  await services.close();
  await database.close();
}
