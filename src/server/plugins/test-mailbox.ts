import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailOutbox } from '@/server/db/schema/mail.ts';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { z } from '@/shared/contracts/zod.ts';

const MAILBOX_SIZE = 10;

/**
 * `GET /api/test-mailbox?to=` answers the newest mails the outbox holds for an address, so a
 * browser test opens the links a person would find in their mail (the shared test server sends
 * none). Registered only with `TEST_MAILBOX=1`; never on a server people use.
 */
const testMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.log.warn('TEST_MAILBOX=1: anyone may read the mail the outbox holds');
  app.get(
    '/api/test-mailbox',
    {
      schema: {
        hide: true,
        querystring: z.object({ to: z.string().trim().toLowerCase() }),
        response: {
          200: z.array(z.object({ subject: z.string(), textBody: z.string(), kind: z.string() })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      app.db
        .select({
          subject: emailOutbox.subject,
          textBody: emailOutbox.textBody,
          kind: emailOutbox.kind,
        })
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, request.query.to))
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(MAILBOX_SIZE),
  );
};

export default testMailboxRoutes;
