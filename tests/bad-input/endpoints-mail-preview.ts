import type { Endpoint } from './endpoint.ts';

/** The admin outbox's mail previews: HTML for a sandboxed frame, and the template list. */
export const MAIL_PREVIEW_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/admin/outbox/:id/html',
    actors: ['admin', 'tester', 'anonymous'],
  },
  { method: 'GET', path: '/api/admin/mail-templates', actors: ['admin', 'tester', 'anonymous'] },
  {
    method: 'GET',
    path: '/api/admin/mail-templates/:name/html',
    actors: ['admin', 'tester', 'anonymous'],
    ids: () => ['digest', 'notification', 'admin'],
  },
];
