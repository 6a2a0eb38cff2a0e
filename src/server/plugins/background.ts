import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runWeeklyDigest } from '../features/digest/digest.service.ts';
import { heldMailLog } from '../features/mail/outbox.ts';
import { createOutboxDelivery } from '../features/mail/outbox-worker.ts';

const OUTBOX_POLL_MS = 10_000;

/**
 * The work every process does on its own clock: the weekly digest (sent once across processes
 * by its week row) and outbox delivery (rows claimed with SKIP LOCKED). Tests drive both directly.
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
  { name: 'background', dependencies: ['db', 'config'] },
);
