import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unauthorized } from '@/server/lib/app-error.ts';
import { sendNoticePage } from '@/server/lib/notice-page.ts';
import { toPublicUser } from '@/server/lib/public-user.ts';
import { byAddress } from '@/server/lib/rate-limit-keys.ts';
import { loginBodySchema, sessionSchema, userSchema } from '@/shared/contracts/auth.ts';
import { apiErrorSchema } from '@/shared/contracts/errors.ts';
import {
  authPaths,
  LOGIN_SCREEN_PATH,
  LOGIN_TAB_PARAM,
  SIGN_UP_TAB,
  safeReturnTo,
} from '@/shared/contracts/session.ts';
import { z } from '@/shared/contracts/zod.ts';
import { authenticateUser, upsertOidcUser } from './auth.service.ts';
import { checkOidcProvider, finishOidcLogin, startOidcLogin } from './oidc.ts';
import { admitSignIn } from './password-hashing.ts';
import { throttleSignIn } from './sign-in-throttle.ts';

// 403: the account is suspended. 503: more passwords to check than the hashing gate takes
// (password-hashing.ts).
const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};
const loginPageQuery = z.object({
  returnTo: z.string().max(2048).optional(),
  [LOGIN_TAB_PARAM]: z.string().max(40).optional(),
});

/**
 * The sign-in round trip is a browser navigation, so a failure there is a page a person can read
 * (with a way to try again); API clients still get the JSON error shape.
 */
async function explainSignInFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  attempt: () => Promise<unknown>,
  retryUrl: string,
) {
  try {
    return await attempt();
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 503) reply.header('retry-after', '60');
    if (!(err instanceof AppError) || !request.headers.accept?.includes('text/html')) throw err;
    return sendNoticePage(reply, {
      status: err.statusCode,
      heading: err.statusCode === 503 ? 'Sign-in is unavailable' : 'Sign-in failed',
      text: err.message,
      links: [
        { href: retryUrl, label: 'Try again' },
        { href: '/', label: 'Go to Beta Harbor' },
      ],
    });
  }
}

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminEmails } = app.config;
  // Not awaited: a provider that is down must not hold up the start; it is logged meanwhile.
  let providerCheck: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    providerCheck = checkOidcProvider(app);
  });
  app.addHook('onClose', async () => providerCheck);

  app.post(
    authPaths.login,
    {
      // Per address through the route's config, generously; wrong passwords per account and
      // address in the service, so an attacker elsewhere cannot lock the owner out.
      config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: byAddress } },
      schema: {
        tags: ['auth'],
        body: loginBodySchema,
        response: { 200: userSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Admitted once the body has arrived, and held until the work is done: a body sent slowly
      // would otherwise hold a place for minutes, and a client that hangs up would free one
      // while its password is still being checked.
      const release = admitSignIn();
      try {
        const pair = { email: request.body.email, address: request.ip };
        const user = await throttleSignIn(app.db, pair, () =>
          authenticateUser(app.db, request.body, adminEmails),
        );
        await reply.signIn({ userId: user.id });
        return toPublicUser(user);
      } finally {
        release();
      }
    },
  );

  app.get(
    authPaths.user,
    { schema: { tags: ['auth'], response: { 200: userSchema, 401: apiErrorSchema } } },
    async (request) => {
      if (!request.user) throw unauthorized();
      return toPublicUser(request.user);
    },
  );

  // Signed out is an answer here, not an error: the browser logs every 4xx fetch as a failure.
  app.get(
    authPaths.session,
    { schema: { tags: ['auth'], response: { 200: sessionSchema } } },
    async (request) => (request.user ? toPublicUser(request.user) : null),
  );

  app.get(
    authPaths.loginPage,
    { schema: { hide: true, querystring: loginPageQuery } },
    async (request, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo);
      if (request.user) return reply.redirect(returnTo);
      if (!app.config.oidc) {
        // Only the product's own screen has a "Create account" tab; a provider has its own sign-up.
        const query = new URLSearchParams({ returnTo });
        if (request.query[LOGIN_TAB_PARAM] === SIGN_UP_TAB) query.set(LOGIN_TAB_PARAM, SIGN_UP_TAB);
        return reply.redirect(`${LOGIN_SCREEN_PATH}?${query}`);
      }
      return explainSignInFailure(
        request,
        reply,
        async () => reply.redirect(await startOidcLogin(app, reply, returnTo)),
        request.url,
      );
    },
  );

  app.get(authPaths.oidcCallback, { schema: { hide: true } }, async (request, reply) =>
    explainSignInFailure(
      request,
      reply,
      async () => {
        const { claims, idToken, returnTo } = await finishOidcLogin(app, request, reply);
        const user = await upsertOidcUser(app.db, claims, adminEmails);
        await reply.signIn({ userId: user.id, idToken });
        return reply.redirect(returnTo);
      },
      authPaths.loginPage,
    ),
  );
};

export default authRoutes;
