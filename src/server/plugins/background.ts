import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneExpiredAccountTokens } from '@/server/features/accounts/account-tokens.ts';
import { pruneSignInFailures } from '@/server/features/auth/sign-in-throttle.ts';
import { sweepCycles } from '@/server/features/cycles/cycle-sweep.ts';
import { runWeeklyDigest } from '@/server/features/digest/digest.service.ts';
import { pruneExpiredUploads } from '@/server/features/images/expired-uploads.ts';
import { releaseSilentTesters } from '@/server/features/interests/inactivity.service.ts';
import { heldMailLog } from '@/server/features/mail/outbox.ts';
import { createOutboxDelivery } from '@/server/features/mail/outbox-worker.ts';
import { liftExpiredSuspensions } from '@/server/features/moderation/suspensions/suspension.service.ts';
import { mailUnreadMessages } from '@/server/features/notifications/message-mails.ts';
import { mailNotifications } from '@/server/features/notifications/notification-mails.ts';
import { pruneOldNotifications } from '@/server/features/notifications/notification-retention.ts';
import { refreshDueRecords } from '@/server/features/reputation/records/due-records.ts';
import { isSettable } from '@/server/lib/clock.ts';

const OUTBOX_POLL_MS = 10_000;

/** What is forgotten once an hour: each a delete, harmless to run in every process. */
const PRUNES = {
  'failed sign-ins': pruneSignInFailures,
  'expired upload URLs': pruneExpiredUploads,
  'expired account links': pruneExpiredAccountTokens,
  'old notifications': pruneOldNotifications,
} satisfies Record<string, (db: FastifyInstance['db']) => Promise<unknown>>;

/**
 * The work every process does on its own clock: the weekly digest (sent once across processes
 * by its week row), outbox delivery (rows claimed with SKIP LOCKED), notification mail (rows
 * claimed with SKIP LOCKED) and unread-message mail (a claim per conversation), reminding and releasing
 * silent testers (each listing claimed with SKIP LOCKED, each change conditional), keeping test
 * cycles' counts (the same, and each notice claimed by its row), refreshing the records time
 * has moved (one process at a time, by an advisory lock), lifting suspensions that have ended
 * (each person under their row's lock) and forgetting what is no longer needed
 * (`PRUNES`). Tests drive each directly.
 */
export default fp(
  async function backgroundPlugin(app: FastifyInstance) {
    const { config } = app;
    const logHeld = heldMailLog(config, (details, message) => app.log.info(details, message));
    const digest = new Cron(config.digestCron, { timezone: 'UTC', protect: true }, async () => {
      const result = await runWeeklyDigest(app.db, { ...config, logHeld }).catch((err: unknown) => {
        app.log.error({ err }, 'weekly digest failed');
        return null;
      });
      if (result) app.log.info(result, 'weekly digest');
    });
    const prune = new Cron('17 * * * *', { timezone: 'UTC', protect: true }, async () => {
      for (const [what, run] of Object.entries(PRUNES)) {
        await run(app.db).catch((err: unknown) => app.log.warn({ err }, `pruning ${what} failed`));
      }
    });
    app.addHook('onClose', async () => prune.stop());
    const inactivity = new Cron('43 * * * *', { timezone: 'UTC', protect: true }, async () => {
      const result = await releaseSilentTesters(app.services).catch((err: unknown) => {
        app.log.error({ err }, 'releasing silent testers failed');
        return null;
      });
      if (result && (result.reminded || result.released)) app.log.info(result, 'silent testers');
    });
    app.addHook('onClose', async () => inactivity.stop());
    // Every five minutes: the evening reminder is due at 19:00 in each cycle's own zone, and zones
    // differ from UTC by quarter hours.
    const sweep = async () => {
      const result = await sweepCycles(app.services).catch((err: unknown) => {
        app.log.error({ err }, 'sweeping test cycles failed');
        return null;
      });
      if (result && (result.released || result.reminded || result.alerted))
        app.log.info(result, 'test cycles');
    };
    const cycles = new Cron('*/5 * * * *', { timezone: 'UTC', protect: true }, sweep);
    app.addHook('onClose', async () => cycles.stop());
    // Hourly: a report or message goes overdue, a rating is shown, a cycle ends, as time passes.
    const dueRecords = async () => {
      const result = await refreshDueRecords(app.services).catch((err: unknown) => {
        app.log.error({ err }, 'refreshing due records failed');
        return null;
      });
      if (result?.refreshed) app.log.info(result, 'records refreshed');
    };
    const records = new Cron('29 * * * *', { timezone: 'UTC', protect: true }, dueRecords);
    app.addHook('onClose', async () => records.stop());
    // Every minute: a suspension ends at its instant (sign-in already reads that instant), and
    // its listings come back. Each person is lifted under their row's lock, once across processes.
    const liftSuspensions = async () => {
      const result = await liftExpiredSuspensions(app.services, config).catch((err: unknown) => {
        app.log.error({ err }, 'lifting ended suspensions failed');
        return null;
      });
      if (result?.lifted) app.log.info(result, 'suspensions lifted');
    };
    const suspensions = new Cron('* * * * *', { timezone: 'UTC', protect: true }, liftSuspensions);
    app.addHook('onClose', async () => suspensions.stop());
    const { clock } = app.services;
    if (isSettable(clock)) {
      clock.onMove(sweep);
      clock.onMove(dueRecords);
      clock.onMove(liftSuspensions);
    }
    const mailSettings = { ...config, logHeld };
    // Each run claims its rows (SKIP LOCKED, or a conversation's turn), so every process may run.
    const notificationMail = new Cron('*/15 * * * * *', { protect: true }, async () => {
      await mailNotifications(app.db, mailSettings).catch((err: unknown) =>
        app.log.error({ err }, 'writing notification mail failed'),
      );
    });
    const messageMail = new Cron('* * * * *', { protect: true }, async () => {
      await mailUnreadMessages(app.db, mailSettings).catch((err: unknown) =>
        app.log.error({ err }, 'writing message mail failed'),
      );
    });
    app.addHook('onClose', async () => {
      notificationMail.stop();
      messageMail.stop();
    });

    if (!config.smtpUrl) {
      app.log.info('SMTP_URL is not set: e-mail is kept in the outbox and logged, not sent');
      app.addHook('onClose', async () => digest.stop());
      return;
    }
    const delivery = createOutboxDelivery(app.db, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: (msg, err) => app.log.warn({ err }, msg),
    });
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      delivery
        .deliverDue()
        .catch((err: unknown) => app.log.error({ err }, 'outbox delivery failed'))
        .finally(() => {
          running = false;
        });
    }, OUTBOX_POLL_MS);
    app.addHook('onClose', async () => {
      digest.stop();
      clearInterval(timer);
      delivery.close();
    });
  },
  { name: 'background', dependencies: ['db', 'config', 'bus'] },
);
