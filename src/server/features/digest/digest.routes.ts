import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendNoticePage } from '@/server/lib/notice-page.ts';
import { unsubscribeFromDigest } from './digest.service.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

const UNSUBSCRIBE_PATH = '/api/digest/unsubscribe';

function page(reply: FastifyReply, status: number, text: string) {
  return sendNoticePage(reply, {
    status,
    heading: 'Weekly digest',
    text,
    links: [{ href: '/', label: 'Go to Beta Harbor' }],
  });
}

/**
 * The signed one-click unsubscribe link of digest mails: a GET from the mail (a person clicking)
 * or a POST from the mail client (RFC 8058), neither needing a sign-in.
 */
const digestRoutes: FastifyPluginAsync = async (app) => {
  // RFC 8058 clients POST "List-Unsubscribe=One-Click" as a form; the token is all that matters.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, _body, done) => done(null, {}),
  );

  const unsubscribe = async (request: FastifyRequest, reply: FastifyReply) => {
    // A repeated ?token= arrives as an array: that is not a link we sent.
    const { token } = request.query as { token?: unknown };
    const userId =
      typeof token === 'string' ? verifyUnsubscribeToken(app.config.sessionSecret, token) : null;
    if (!userId || !(await unsubscribeFromDigest(app.services, userId))) {
      return page(reply, 400, 'This unsubscribe link is not valid.');
    }
    return page(
      reply,
      200,
      'You are unsubscribed from the weekly digest. You can turn it back on in your profile.',
    );
  };
  app.get(UNSUBSCRIBE_PATH, { schema: { hide: true } }, unsubscribe);
  app.post(UNSUBSCRIBE_PATH, { schema: { hide: true } }, unsubscribe);
};

export default digestRoutes;
