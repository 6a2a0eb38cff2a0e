import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { users } from '@/server/db/schema/users.ts';
import { createPasswordAccount } from '@/server/features/auth/credentials.ts';
import { enqueueMails } from '@/server/features/mail/outbox.ts';
import type { RegisterBody } from '@/shared/contracts/auth.ts';
import { accountExistsMail } from './registration-mails.ts';
import { sendVerificationLink, type VerificationSettings } from './verification.service.ts';

/**
 * Creates the account and mails its verification link, whose opening signs the person in; or,
 * for an address that has an account already, tells its owner by mail and changes nothing. The
 * caller answers the same either way, so registering tells nobody which addresses have
 * accounts. Both ways hash the password, write and render one mail, so neither is much quicker;
 * and as each try mails the address, only a few an hour are let through for any one address.
 */
export async function requestRegistration(
  db: Database,
  body: RegisterBody,
  settings: VerificationSettings,
): Promise<void> {
  const user = await createPasswordAccount(db, body);
  if (user) return sendVerificationLink(db, user, settings);
  const [owner] = await db.select().from(users).where(eq(users.email, body.email)).limit(1);
  if (!owner?.email) return;
  const mail = await accountExistsMail({ ...owner, email: owner.email }, settings.publicUrl);
  await enqueueMails(db, [mail], settings.logHeld);
}
