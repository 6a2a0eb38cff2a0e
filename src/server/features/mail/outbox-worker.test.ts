import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client.ts';
import { emailOutbox } from '@/server/db/schema/mail.ts';
import { createTestDatabase } from '@/tests/app/test-database.ts';
import { type SmtpSink, startSmtpSink } from '@/tests/mail/smtp-sink.ts';
import { enqueueMails } from './outbox.ts';
import { createOutboxDelivery } from './outbox-worker.ts';

let database: DatabaseHandle;
let smtp: SmtpSink;
beforeAll(async () => {
  [database, smtp] = await Promise.all([createTestDatabase(), startSmtpSink()]);
});
afterAll(async () => {
  await database.close();
  await smtp.close();
});
beforeEach(async () => {
  await database.db.delete(emailOutbox);
  smtp.received.length = 0;
});

const worker = () =>
  createOutboxDelivery(database.db, {
    smtpUrl: smtp.url,
    from: 'Beta Harbor <harbor@example.test>',
    log: () => {},
  });
const makeDue = () => database.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` });

describe('outbox delivery over SMTP', () => {
  it('delivers a row with its headers and its HTML as given once, then marks it sent', async () => {
    await enqueueMails(database.db, [
      {
        to: 'reader@example.test',
        subject: 'Welcome aboard',
        text: 'Hi <b>there</b> & welcome',
        html: '<p>Hi &lt;b&gt;there&lt;/b&gt; &amp; welcome</p>',
        headers: { 'List-Unsubscribe': '<https://harbor.example/u>' },
        kind: 'digest',
      },
    ]);
    const delivery = worker();
    expect(await delivery.deliverDue()).toBe(1);
    expect(await delivery.deliverDue()).toBe(0);
    delivery.close();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['reader@example.test']);
    expect(mail?.raw).toMatch(/^Subject: Welcome aboard$/m);
    expect(mail?.raw).toMatch(/^List-Unsubscribe: <https:\/\/harbor\.example\/u>$/m);
    expect(mail?.raw).toContain('&lt;b&gt;there&lt;/b&gt; &amp; welcome');
    const [row] = await database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('retries after temporary refusals with backoff and still delivers exactly once', async () => {
    await enqueueMails(database.db, [
      { to: 'retry@example.test', subject: 'Retry', text: 't', html: 'h', kind: 'admin' },
    ]);
    smtp.failNext(2);
    const delivery = worker();
    expect(await delivery.deliverDue()).toBe(0);
    const [afterFirst] = await database.db.select().from(emailOutbox);
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFirst?.lastError).toMatch(/Try again later/);
    expect(afterFirst?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: a run now sends nothing.
    expect(await delivery.deliverDue()).toBe(0);

    await makeDue();
    expect(await delivery.deliverDue()).toBe(0);
    await makeDue();
    expect(await delivery.deliverDue()).toBe(1);
    delivery.close();
    expect(smtp.received.map((m) => m.to[0])).toEqual(['retry@example.test']);
    const [row] = await database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('keeps a row as failed, with its last error, after the last attempt', async () => {
    await enqueueMails(database.db, [
      { to: 'never@example.test', subject: 'No', text: 't', html: 'h', kind: 'admin' },
    ]);
    await database.db.update(emailOutbox).set({ attempts: 7 });
    smtp.failNext(1);
    const delivery = worker();
    await delivery.deliverDue();
    delivery.close();
    const [row] = await database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'failed', attempts: 8 });
    expect(row?.lastError).toMatch(/Try again later/);
  });

  it('two workers running at once deliver each row exactly once', async () => {
    const mails = Array.from({ length: 50 }, (_, i) => ({
      to: `many-${i}@example.test`,
      subject: `Mail ${i}`,
      text: 't',
      html: 'h',
      kind: 'admin' as const,
    }));
    await enqueueMails(database.db, mails);
    const [a, b] = [worker(), worker()];
    let sent = 0;
    for (let round = 0; round < 5; round++) {
      const counts = await Promise.all([a.deliverDue(), b.deliverDue()]);
      sent += counts[0] + counts[1];
    }
    a.close();
    b.close();
    expect(sent).toBe(50);
    const recipients = smtp.received.map((m) => m.to[0]);
    expect(new Set(recipients).size).toBe(50);
    expect(recipients).toHaveLength(50);
    const unsent = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.status, 'pending'));
    expect(unsent).toEqual([]);
  });
});
