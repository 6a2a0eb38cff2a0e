import { emailOutbox } from '@/server/db/schema/mail.ts';
import { ADMIN_ONLY, type RouteRow } from './expectations.ts';
import { t } from './fixtures.ts';

/** A mail the fixtures' sign-ups queued (each sends a verification link). */
async function someOutboxId(): Promise<string> {
  const [row] = await t.db.select({ id: emailOutbox.id }).from(emailOutbox).limit(1);
  if (!row) throw new Error('the fixtures queued no mail');
  return row.id;
}

/** The admin outbox's mail previews: each mail's HTML and every template with sample data. */
export const MAIL_PREVIEW_ROUTES: RouteRow[] = [
  {
    route: 'GET /api/admin/outbox/:id/html',
    expect: ADMIN_ONLY,
    request: async () => ({ params: { id: await someOutboxId() } }),
  },
  { route: 'GET /api/admin/mail-templates', expect: ADMIN_ONLY },
  {
    route: 'GET /api/admin/mail-templates/:name/html',
    expect: ADMIN_ONLY,
    request: () => ({ params: { name: 'digest' } }),
  },
];
