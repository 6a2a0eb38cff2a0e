// `npm run digest`: sends this week's digest now, under the same once-a-week guard as the
// scheduler, and delivers the queued mail when SMTP_URL is set.
import { loadConfig } from '@/server/config.ts';
import { DataDirLockedError } from '@/server/db/data-dir-lock.ts';
import { openConfiguredDatabase } from '@/server/db/migrate.ts';
import { runWeeklyDigest } from '@/server/features/digest/digest.service.ts';
import { heldMailLog } from '@/server/features/mail/outbox.ts';
import { createOutboxDelivery } from '@/server/features/mail/outbox-worker.ts';

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const logHeld = heldMailLog(config, ({ to, subject }) =>
      console.log(`held: ${to}: ${subject}`),
    );
    const result = await runWeeklyDigest(database.db, { ...config, logHeld });
    console.log(result.message);
    if (result.sent && config.smtpUrl) {
      const delivery = createOutboxDelivery(database.db, {
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        log: (msg, err) => console.warn(msg, err),
      });
      console.log(
        `Delivered ${await delivery.deliverDue()} mails now; the rest retry from the server.`,
      );
      delivery.close();
    } else if (result.sent) {
      console.log('SMTP_URL is not set: the mails are kept in the outbox, not sent.');
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) console.error(error.adviceFor('npm run digest'));
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
