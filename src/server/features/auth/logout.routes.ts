import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendNoticePage } from '@/server/lib/notice-page.ts';
import { noContent } from '@/server/lib/route-schemas.ts';
import { isCrossSiteNavigation } from '@/server/plugins/security.ts';
import { signOutResponseSchema } from '@/shared/contracts/auth.ts';
import { authPaths } from '@/shared/contracts/session.ts';
import { oidcLogoutUrl } from './oidc.ts';

/**
 * Signing out. The app POSTs, which another site cannot make a browser do (the security plugin
 * refuses cross-site state changes). The spec's GET /api/logout still signs out from the app's own
 * pages; from another site's link it asks first, so a link cannot sign anyone out.
 */
const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  // The confirmation page's button is a plain HTML form, which posts form-encoded; its empty body
  // means nothing, but Fastify would answer 415 to a type it has no parser for.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  /** Ends our session; answers the provider's end-session page when it has one to end too. */
  async function endSession(request: FastifyRequest, reply: FastifyReply) {
    const idToken = request.session?.data.idToken;
    await reply.signOut();
    return idToken && app.config.oidc ? oidcLogoutUrl(app, idToken) : null;
  }

  app.get(authPaths.logout, { schema: { hide: true } }, async (request, reply) => {
    if (request.session && isCrossSiteNavigation(request, app.config.publicUrl)) {
      return sendNoticePage(reply, {
        status: 200,
        heading: 'Sign out of Beta Harbor?',
        text: 'A link from another site asked to sign you out. You are still signed in.',
        form: { action: authPaths.signOut, label: 'Sign out' },
        links: [{ href: '/', label: 'Stay signed in' }],
      });
    }
    return reply.redirect((await endSession(request, reply)) ?? '/');
  });

  app.post(
    authPaths.signOut,
    {
      schema: {
        tags: ['auth'],
        response: { 200: signOutResponseSchema, 204: noContent },
      },
    },
    async (request, reply) => {
      const next = await endSession(request, reply);
      // The confirmation page's form is a navigation, so it is sent on to where it leads.
      if (request.headers.accept?.includes('text/html')) return reply.redirect(next ?? '/', 303);
      return next ? { redirectTo: next } : reply.status(204).send(null);
    },
  );
};

export default logoutRoutes;
