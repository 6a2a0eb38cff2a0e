import { createRequire } from 'node:module';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { imagePaths } from '@/shared/contracts/images.ts';
import type { Config } from './config.ts';

const PRETTY_PRINTER = 'pino-pretty';

function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Query parameters that carry a secret: the token of a mailed link (verify, reset a password,
 * confirm an e-mail change, unsubscribe) and a single sign-on callback's authorization code.
 */
const SECRET_PARAMS = new Set(['token', 'code']);
/** A signed upload URL carries its token as the path's last segment. */
const UPLOAD_PREFIX = imagePaths.upload('');
const REDACTED = '[redacted]';

const decodedName = (name: string) => {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
};

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      // Read the name as the query parser does, so `%74oken=` is no way around it.
      return SECRET_PARAMS.has(decodedName(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

const redactPath = (path: string) =>
  path.startsWith(UPLOAD_PREFIX) && path.length > UPLOAD_PREFIX.length
    ? `${UPLOAD_PREFIX}${REDACTED}`
    : path;

/**
 * A request URL as the logs keep it: whoever reads logs must not be able to follow a person's
 * reset, verification or unsubscribe link, nor use an upload URL.
 */
function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return redactPath(url);
  return `${redactPath(url.slice(0, mark))}?${redactQuery(url.slice(mark + 1))}`;
}

/** Fastify's own request serializer, but with the URL's secrets taken out. */
const serializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/**
 * Production logs one JSON object per line, for log collectors. In development a person reads
 * them, so they are pretty-printed when pino-pretty (a dev dependency) is installed.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'isProduction'>,
  canPrettyPrint = () => isInstalled(PRETTY_PRINTER),
): FastifyServerOptions['logger'] {
  if (config.isProduction || !canPrettyPrint()) return { level: config.logLevel, serializers };
  return {
    level: config.logLevel,
    serializers,
    transport: {
      target: PRETTY_PRINTER,
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}
