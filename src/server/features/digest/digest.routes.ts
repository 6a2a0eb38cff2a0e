import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendNoticePage } from '@/server/lib/notice-page.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { isSubscribedToDigest, unsubscribeFromDigest } from './digest.service.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

const UNSUBSCRIBE_PATH = '/api/digest/unsubscribe';
const HOME = { href: '/', label: 'Go to Beta Harbor' };
const PROFILE = { href: clientRoutes.profile, label: 'Open your profile' };

function page(reply: FastifyReply, status: number, text: string) {
  return sendNoticePage(reply, { status, heading: 'Weekly digest', text, links: [PROFILE, HOME] });
}

const invalidLink = (reply: FastifyReply) =>
  page(
    reply,
    400,
    'This unsubscribe link is not valid. Links in digest mails work for a year; you can also turn the digest off in your profile.',
  );

/**
 * The signed unsubscribe link of digest mails, which needs no sign-in. A GET (a person clicking,
 * or a mail system's link scanner) only asks; the POST unsubscribes, whether it comes from that
 * page's button or from the mail client's one-click unsubscribe (RFC 8058).
 */
const digestRoutes: FastifyPluginAsync = async (app) => {
  // RFC 8058 clients POST "List-Unsubscribe=One-Click" as a form, and so does the page's button;
  // the token in the URL is all that matters.
  // RFC 8058 prefers multipart/form-data and allows urlencoded: both are read and ignored.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, _body, done) => done(null, {}),
  );

  /** The link's token and the user it was signed for; null for one we did not send or expired. */
  const linkOf = (request: FastifyRequest) => {
    // A repeated ?token= arrives as an array: that is not a link we sent.
    const { token } = request.query as { token?: unknown };
    if (typeof token !== 'string') return null;
    const userId = verifyUnsubscribeToken(app.config.sessionSecret, token);
    return userId ? { token, userId } : null;
  };

  app.get(UNSUBSCRIBE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const link = linkOf(request);
    const subscribed = link ? await isSubscribedToDigest(app.db, link.userId) : null;
    if (!link || subscribed === null) return invalidLink(reply);
    if (!subscribed) {
      return page(reply, 200, 'You are not subscribed to the weekly digest.');
    }
    return sendNoticePage(reply, {
      status: 200,
      heading: 'Unsubscribe from the weekly digest?',
      text: 'You will no longer get the weekly e-mail about new listings on Beta Harbor. You can turn it back on in your profile.',
      form: {
        action: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(link.token)}`,
        label: 'Unsubscribe',
      },
      links: [{ href: '/', label: 'Stay subscribed' }],
    });
  });

  app.post(UNSUBSCRIBE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const link = linkOf(request);
    if (!link || !(await unsubscribeFromDigest(app.services, link.userId))) {
      return invalidLink(reply);
    }
    return page(
      reply,
      200,
      'You are unsubscribed from the weekly digest. You can turn it back on in your profile.',
    );
  });
};

export default digestRoutes;
