import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/app-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export default fp(
  async function securityPlugin(app: FastifyInstance) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: app.config.publicUrl.startsWith('https://') ? [] : null,
        },
      },
      hsts: app.config.publicUrl.startsWith('https://'),
      frameguard: { action: 'deny' },
      // YouTube's embedded player refuses to play without the embedding page's origin.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Share pages and images are embedded by chat apps' previewers.
      crossOriginResourcePolicy: { policy: 'same-site' },
    });

    // Routes opt in with `config.rateLimit`; nothing is limited by default. Signed-in requests
    // count per user (the session is read before this hook), so one office behind a NAT is not one
    // budget; anonymous ones per address.
    await app.register(rateLimit, {
      global: false,
      keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: `Too many attempts; try again in ${context.after}`,
      }),
    });

    // JSON endpoints take only JSON; anything else is answered 415 by Fastify.
    app.removeContentTypeParser('text/plain');

    app.addHook('onRequest', async (request) => {
      if (STATE_CHANGING.has(request.method) && isCrossSite(request, app.config.publicUrl)) {
        throw forbidden('Cross-site request refused');
      }
    });
  },
  { name: 'security', dependencies: ['config'] },
);

/** Browsers say where a request comes from; a state change from another site is refused (CSRF). */
export function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === 'null') return true;
  try {
    const { host } = new URL(origin);
    return host !== request.headers.host && host !== new URL(publicUrl).host;
  } catch {
    return true;
  }
}
