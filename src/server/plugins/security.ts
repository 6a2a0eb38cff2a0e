import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { badRequest, forbidden } from '@/server/lib/app-error.ts';
import { formatWait } from '@/server/lib/format-wait.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const webSocketOrigin = (publicUrl: string) => new URL(publicUrl).origin.replace(/^http/, 'ws');

export default fp(
  async function securityPlugin(app: FastifyInstance) {
    // Built once: @fastify/helmet rebuilt helmet's middleware, parsing the CSP, on every request.
    const applySecurityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // 'self': the admin outbox shows mail in a sandboxed frame of this site's.
          frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
          // 'self' covers this site's own WebSocket in current browsers; the explicit origin is for
          // those that still read 'self' as http(s) only. No other host, by either scheme.
          connectSrc: ["'self'", webSocketOrigin(app.config.publicUrl)],
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
    app.addHook('onRequest', (request, reply, done) => {
      applySecurityHeaders(request.raw, reply.raw, () => done());
    });

    // Routes opt in with `config.rateLimit`; nothing is limited by default. Signed-in requests
    // count per user (the session is read before this hook), so one office behind a NAT is not one
    // budget; anonymous ones per address.
    await app.register(rateLimit, {
      global: false,
      keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: `Too many attempts; try again in ${formatWait(context.ttl / 1000)}`,
      }),
    });

    // JSON endpoints take only JSON; anything else is answered 415 by Fastify.
    app.removeContentTypeParser('text/plain');

    app.addHook('onRequest', async (request) => {
      if (STATE_CHANGING.has(request.method) && isCrossSite(request, app.config.publicUrl)) {
        throw forbidden('cross_site_refused', 'Cross-site request refused');
      }
    });

    // PostgreSQL text cannot hold NUL; refusing it here names the field instead of failing later.
    // The address is refused before any route's own checks, the body once it has been read.
    const refuseNul = (parts: [string, unknown][]) => {
      for (const [part, value] of parts) {
        const field = fieldWithNul(value, part);
        if (field) throw badRequest('validation_failed', NUL_MESSAGE, { [field]: NUL_MESSAGE });
      }
    };
    app.addHook('onRequest', async (request) =>
      refuseNul([
        ['params', request.params],
        ['query', request.query],
      ]),
    );
    app.addHook('preValidation', async (request) => refuseNul([['body', request.body]]));
  },
  { name: 'security', dependencies: ['config'] },
);

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/**
 * Where the first NUL character is: the dotted field path inside `value` (as validation errors
 * name fields), `whole` when `value` itself is such a string, or null when there is none.
 */
export function fieldWithNul(value: unknown, whole: string, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || whole : null;
  // Only parsed JSON is walked: an uploaded file arrives as a Buffer and may hold any byte.
  if (!value || typeof value !== 'object' || ArrayBuffer.isView(value) || depth > 20) return null;
  for (const [key, inner] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return field;
    const found = fieldWithNul(inner, whole, field, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Browsers say where a request comes from; a state change from another site is refused (CSRF). */
export function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  const origin = request.headers.origin;
  return origin ? isForeign(origin, request, publicUrl) : false;
}

/**
 * A navigation (a GET, which carries no Origin) from another site: as `isCrossSite` says, or, where
 * the browser sends no Sec-Fetch-Site, as the Referer says.
 */
export function isCrossSiteNavigation(request: FastifyRequest, publicUrl: string): boolean {
  if (isCrossSite(request, publicUrl)) return true;
  const referer = request.headers.referer;
  return !request.headers['sec-fetch-site'] && referer
    ? isForeign(referer, request, publicUrl)
    : false;
}

/** An Origin or Referer naming a host other than this site's ("null" is another site too). */
function isForeign(url: string, request: FastifyRequest, publicUrl: string): boolean {
  if (url === 'null') return true;
  try {
    const { host } = new URL(url);
    return host !== request.headers.host && host !== new URL(publicUrl).host;
  } catch {
    return true;
  }
}
