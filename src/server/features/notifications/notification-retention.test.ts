import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@/server/db/schema/notifications.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { signUpAs } from '@/tests/factories/people.ts';
import { pruneOldNotifications } from './notification-retention.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('pruning notifications', () => {
  it('forgets those read over 90 days ago whose mail is written, and keeps the rest', async () => {
    const { user } = await signUpAs(t.app, 'Tester');
    await t.db.delete(notifications);
    const notice = (title: string, at: Date, more: Partial<typeof notifications.$inferInsert>) => ({
      userId: user.id,
      type: 'decision' as const,
      title,
      link: '/my-interests',
      createdAt: at,
      ...more,
    });
    await t.db.insert(notifications).values([
      notice('read long ago', daysAgo(120), { readAt: daysAgo(91) }),
      notice('mailed long ago', daysAgo(100), {
        readAt: daysAgo(100),
        inApp: false,
        mailStatus: 'queued',
      }),
      notice('read lately', daysAgo(120), { readAt: daysAgo(89) }),
      notice('never read', daysAgo(400), {}),
      notice('mail still to write', daysAgo(100), {
        readAt: daysAgo(100),
        inApp: false,
        mailStatus: 'pending',
      }),
    ]);

    expect(await pruneOldNotifications(t.db)).toBe(2);
    const kept = await t.db.select({ title: notifications.title }).from(notifications);
    expect(kept.map((row) => row.title).sort()).toEqual([
      'mail still to write',
      'never read',
      'read lately',
    ]);
  });
});
