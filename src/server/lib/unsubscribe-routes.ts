import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNoticePage } from '@/server/lib/notice-page.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { type UnsubscribeScope, verifyUnsubscribeToken } from './unsubscribe-token.ts';

/** The texts of one kind of list a person can leave from a mail. */
interface UnsubscribeTexts {
  heading: string;
  invalid: string;
  notSubscribed: string;
  askHeading: string;
  ask: string;
  done: string;
}

export interface UnsubscribeList {
  path: string;
  /** The list the link is for, read from the query (a notification type, say); null if none. */
  scopeOf(query: Record<string, unknown>): UnsubscribeScope | null;
  /** The query that names the scope again, for the page's button. */
  queryOf(scope: UnsubscribeScope): Record<string, string>;
  textsOf(scope: UnsubscribeScope): UnsubscribeTexts;
  /** Whether the person still gets it; null when there is no such person any more. */
  isSubscribed(userId: string, scope: UnsubscribeScope): Promise<boolean | null>;
  /** False when there is no such person any more. */
  unsubscribe(userId: string, scope: UnsubscribeScope): Promise<boolean>;
}

const HOME = { href: '/', label: 'Go to Beta Harbor' };
const PROFILE = { href: clientRoutes.profile, label: 'Open your profile' };

/**
 * The signed unsubscribe link of a mail, which needs no sign-in. A GET (a person clicking, or a
 * mail system's link scanner) only asks; the POST unsubscribes, whether it comes from that page's
 * button or from the mail client's one-click unsubscribe (RFC 8058).
 */
export async function registerUnsubscribeRoutes(parent: FastifyInstance, list: UnsubscribeList) {
  await parent.register(async (app) => unsubscribeRoutes(app, list));
}

function unsubscribeRoutes(app: FastifyInstance, list: UnsubscribeList) {
  // RFC 8058 clients POST "List-Unsubscribe=One-Click" as a form, and so does the page's button;
  // the token in the URL is all that matters. RFC 8058 prefers multipart/form-data and allows
  // urlencoded: both are read and ignored. Registered in this route's own scope only.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, _body, done) => done(null, {}),
  );

  /** The link's scope, token and the user it was signed for; null for one we did not send. */
  const linkOf = (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown>;
    const scope = list.scopeOf(query);
    // A repeated ?token= arrives as an array: that is not a link we sent.
    const { token } = query;
    if (!scope || typeof token !== 'string') return null;
    const userId = verifyUnsubscribeToken(app.config.sessionSecret, token, new Date(), scope);
    return userId ? { scope, token, userId } : null;
  };
  const fallback = list.textsOf('digest');
  const page = (reply: FastifyReply, status: number, heading: string, text: string) =>
    sendNoticePage(reply, { status, heading, text, links: [PROFILE, HOME] });
  const invalid = (reply: FastifyReply, scope: UnsubscribeScope | null) => {
    const texts = scope ? list.textsOf(scope) : fallback;
    return page(reply, 400, texts.heading, texts.invalid);
  };

  app.get(list.path, { schema: { hide: true } }, async (request, reply) => {
    const link = linkOf(request);
    const subscribed = link ? await list.isSubscribed(link.userId, link.scope) : null;
    if (!link || subscribed === null)
      return invalid(reply, list.scopeOf(request.query as Record<string, unknown>));
    const texts = list.textsOf(link.scope);
    if (!subscribed) return page(reply, 200, texts.heading, texts.notSubscribed);
    const query = new URLSearchParams({ ...list.queryOf(link.scope), token: link.token });
    return sendNoticePage(reply, {
      status: 200,
      heading: texts.askHeading,
      text: texts.ask,
      form: { action: `${list.path}?${query}`, label: 'Unsubscribe' },
      links: [{ href: '/', label: 'Stay subscribed' }],
    });
  });

  app.post(list.path, { schema: { hide: true } }, async (request, reply) => {
    const link = linkOf(request);
    if (!link || !(await list.unsubscribe(link.userId, link.scope))) {
      return invalid(reply, list.scopeOf(request.query as Record<string, unknown>));
    }
    const texts = list.textsOf(link.scope);
    return page(reply, 200, texts.heading, texts.done);
  });
}
