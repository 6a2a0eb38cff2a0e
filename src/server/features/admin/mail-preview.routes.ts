import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buildMailSample,
  listMailTemplates,
  type MailSample,
} from '@/server/features/mail/mail-samples.ts';
import { findOutboxHtml } from '@/server/features/mail/outbox.ts';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import {
  adminMailPaths,
  mailHtmlSchema,
  mailTemplateListSchema,
  mailTemplateParamsSchema,
  outboxIdParamsSchema,
} from '@/shared/contracts/admin-mail.ts';

/**
 * A mail's HTML is someone else's markup: it runs nothing (no scripts, a CSP sandbox), loads only
 * images and its own inline styles, and only this site may frame it. These replace the app's own
 * headers for these answers, whose frame-ancestors 'none' and DENY would keep it out of the admin
 * page's frame.
 */
const MAIL_FRAME_CSP =
  "default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";

function sendMailHtml(reply: FastifyReply, html: string) {
  return reply
    .header('content-security-policy', MAIL_FRAME_CSP)
    .header('x-frame-options', 'SAMEORIGIN')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * Registered inside the admin routes: their Admin-only hook covers these too. `samples` is every
 * feature's, gathered by the app (mail-catalogue.ts).
 */
const mailPreviewRoutes: FastifyPluginAsyncZod<{ samples: readonly MailSample[] }> = async (
  app,
  { samples },
) => {
  const tags = ['admin'];
  const html = { 200: mailHtmlSchema, ...errorResponses };

  app.get(
    adminMailPaths.outboxHtml(':id'),
    { schema: { tags, params: outboxIdParamsSchema, response: html } },
    async (request, reply) => sendMailHtml(reply, await findOutboxHtml(app.db, request.params.id)),
  );

  app.get(
    adminMailPaths.mailTemplates,
    { schema: { tags, response: { 200: mailTemplateListSchema, ...errorResponses } } },
    async () => listMailTemplates(samples, app.config.publicUrl),
  );

  app.get(
    adminMailPaths.mailTemplateHtml(':name'),
    { schema: { tags, params: mailTemplateParamsSchema, response: html } },
    async (request, reply) =>
      sendMailHtml(
        reply,
        (await buildMailSample(samples, app.config.publicUrl, request.params.name)).html,
      ),
  );
};

export default mailPreviewRoutes;
