import type { Database } from '@/server/db/client.ts';
import { GROUP_MAIL_INTERVAL_MS } from '@/server/features/notifications/group-mail-marks.ts';
import { mailNotifications } from '@/server/features/notifications/notification-mails.ts';
import { TEST_SECRET } from '../app/build-app.ts';

// The notification mail job, for tests of the features whose changes it mails: they may not import
// the notifications feature's own files (biome.json).

const settings = { publicUrl: 'http://localhost:5000', sessionSecret: TEST_SECRET };

/** Mails the notifications that are due at `now`, as the background schedule would. */
export const mailDueNotifications = (db: Database, now?: Date) =>
  mailNotifications(db, settings, now);

/** When a group mailed at `start` is mailed again, with whatever came meanwhile. */
export const nextGroupMailAt = (start: Date) => new Date(start.getTime() + GROUP_MAIL_INTERVAL_MS);
